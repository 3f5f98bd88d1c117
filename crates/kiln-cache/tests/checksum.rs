//! The entry checksum (XXH64) against digests from the reference xxHash implementation
//! (Python's `xxhash` package, `xxh64(data, seed)`), at lengths around every branch of the
//! algorithm: the short path (under 32 bytes), the 32-byte stripes, and the 8-, 4- and 1-byte
//! tails after them.

use kiln_cache::checksum::xxh64;

/// `data(n)[i] = (7 i + 3) mod 256`.
fn data(n: usize) -> Vec<u8> {
    (0..n).map(|i| ((i * 7 + 3) % 256) as u8).collect()
}

const REFERENCE: &[(usize, u64)] = &[
    (0, 0xef46db3751d8e999),
    (1, 0x1f25c8d0bc1f4bb6),
    (2, 0xf5bedec232706303),
    (3, 0x31d2363f52e564c9),
    (4, 0x9bb64b7d66ee9fda),
    (5, 0xc7608efddb7051fe),
    (7, 0x9a7b149959ce60d8),
    (8, 0xdab99d95c6f90092),
    (9, 0x170bb6bf975b4c02),
    (11, 0x7a52cc9457cf1a1f),
    (12, 0xd52e407833af5133),
    (15, 0x1b47cb8243cc8e32),
    (16, 0x434850232b787be2),
    (17, 0x1efa7025f1b97a7a),
    (24, 0xc47c71bd4694ff81),
    (31, 0xa2aa5f33cc4a6119),
    (32, 0x23c3c17ef790fd97),
    (33, 0x50a7cfc7ba588784),
    (35, 0xa5b3456011d2913b),
    (36, 0xc0b52b0dcc5e3f7f),
    (39, 0x880bbeea606e4b37),
    (40, 0xb620306b253d76b6),
    (47, 0xa7c5465cc5ad205e),
    (48, 0xda76bbb3544338ee),
    (63, 0x5e3e54b431c7493c),
    (64, 0x0eb64b3ef6eeb01f),
    (65, 0xa383b724b2bd12f1),
    (95, 0xf6ffb9103991895f),
    (96, 0x3101a958de582e18),
    (100, 0xa61f8d4c170fe531),
    (127, 0x0c2b3713c3edbeb3),
    (128, 0x46fbcfbf0150793f),
    (1000, 0x5f235fa033f1a3fb),
    (1065, 0xdf81fe1068ba7929),
    (4096, 0x796398cd432797cc),
    (65536, 0x2c8c45ae2313f2ee),
    (100003, 0x924a64f3ae9ea839),
];

#[test]
fn matches_the_reference_implementation() {
    for &(len, expected) in REFERENCE {
        assert_eq!(xxh64(&data(len), 0), expected, "length {len}");
    }
    assert_eq!(xxh64(&data(100), 0x9E37_79B9_7F4A_7C15), 0xf6d8f65c625abb4f);
}

#[test]
fn every_single_bit_flip_changes_it() {
    let good = data(1065);
    let digest = xxh64(&good, 0);
    let mut bad = good.clone();
    for bit in 0..good.len() * 8 {
        bad[bit / 8] ^= 1 << (bit % 8);
        assert_ne!(xxh64(&bad, 0), digest, "bit {bit}");
        bad[bit / 8] ^= 1 << (bit % 8);
    }
    // Truncation and zero-extension too.
    for len in 0..good.len() {
        assert_ne!(xxh64(&good[..len], 0), digest, "truncated to {len}");
    }
    let mut longer = good.clone();
    longer.push(0);
    assert_ne!(xxh64(&longer, 0), digest);
}
