/* A game whose LZ is not the Xenogears variant: lz.c's lz_other (flag polarity and nibble
   placement swapped) and its non-decoder, without the Square-style decoders. The pipeline must
   find lz_other, see that it reads the probe blob differently from the native decoder, and
   decode texture blobs by running it. */
#define LZ_FOREIGN_ONLY
#include "lz.c"
