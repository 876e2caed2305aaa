// Diff: PNG decoding and pixel comparison.
