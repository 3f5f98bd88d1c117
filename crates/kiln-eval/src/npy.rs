//! .npy reading and writing (stub: to be written)
