//! Kaitai Struct translation (stub replaced below).
