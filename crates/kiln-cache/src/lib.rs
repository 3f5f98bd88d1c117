//! Kiln's compilation cache: module fingerprints and cache keys, an in-memory map for the
//! client, and an on-disk store of checksummed, atomically written entries.
