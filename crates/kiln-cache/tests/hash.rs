//! `kiln_cache::hash` against the blake3 crate: the same digests at every input length around
//! the block (64 bytes), chunk (1 KiB) and tree boundaries, on both sides of the short-input
//! limit, fed whole and in pieces, in hashing and key-derivation mode.

use kiln_cache::hash::{Hasher, SHORT_INPUT};

/// Bytes that differ from position to position (a zero-filled input would hide a misplaced
/// block).
fn input(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i * 251 + i / 256 * 7) as u8).collect()
}

fn lengths() -> Vec<usize> {
    let mut lengths: Vec<usize> = (0..=2 * 1024 + 70).collect();
    for chunks in [3, 4, 5, 7, 8, 9, 15, 16, 17] {
        let n = chunks * 1024;
        lengths.extend([n - 65, n - 64, n - 1, n, n + 1, n + 63, n + 64, n + 65]);
    }
    lengths.extend([
        SHORT_INPUT - 1,
        SHORT_INPUT,
        SHORT_INPUT + 1,
        3 * SHORT_INPUT + 17,
    ]);
    lengths
}

#[test]
fn hashes_like_the_crate_at_every_boundary() {
    for len in lengths() {
        let bytes = input(len);
        let mut ours = Hasher::new();
        ours.update(&bytes);
        assert_eq!(
            ours.finalize(),
            *blake3::hash(&bytes).as_bytes(),
            "length {len}"
        );
    }
}

#[test]
fn derives_keys_like_the_crate() {
    let context = "kiln compilation cache key v2";
    for len in lengths() {
        let bytes = input(len);
        let mut ours = Hasher::new_derive_key(context);
        ours.update(&bytes);
        assert_eq!(
            ours.finalize(),
            blake3::derive_key(context, &bytes),
            "length {len}"
        );
    }
}

/// Pieces of several sizes, so that the switch to the crate's hasher happens in the middle of
/// an update as well as between updates.
#[test]
fn incremental_updates_give_the_same_digest() {
    for len in [0, 1, 100, 1024, 5000, SHORT_INPUT, SHORT_INPUT + 1, 20_000] {
        let bytes = input(len);
        for piece in [1, 7, 64, 1000, 4096, 10_000] {
            let mut ours = Hasher::new();
            bytes.chunks(piece).for_each(|p| ours.update(p));
            assert_eq!(
                ours.finalize(),
                *blake3::hash(&bytes).as_bytes(),
                "length {len} in pieces of {piece}"
            );
        }
    }
}
