//! Square's hidden file system: the table in hidden sectors used by Dewprism, Chrono Cross and
//! Xenogears, DOT1 archives, Square's LZ, type sniffing, S3Extract name tables and dedup.
#![forbid(unsafe_code)]

pub mod dedup;
pub mod dot1;
pub mod listing;
pub mod lz;
pub mod names;
pub mod search;
pub mod sniff;
pub mod table;
pub mod unpack;
pub mod volume;
