//! Truncated and corrupted binary modules: every truncation is an error, and no corruption
//! (byte flips, huge counts) panics or allocates far beyond the input's size. The allocator
//! below records the peak bytes held, so this file has a single test (nothing else allocates
//! at the same time).

use kiln_hlo::binary::{decode_module, encode_module};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let held = HELD.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(held, Ordering::Relaxed);
        System.alloc(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Decodes `bytes`, returning whether it decoded and the peak bytes allocated meanwhile.
fn decode_measured(bytes: &[u8]) -> (bool, usize) {
    let before = HELD.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let ok = decode_module(bytes).is_ok();
    (ok, PEAK.load(Ordering::Relaxed) - before)
}

/// A little deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn modules() -> Vec<(String, Vec<u8>)> {
    let shared = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared");
    let paths = [
        "bench/transpose_3d.hlo",
        "bench/layernorm.hlo",
        "bench/conv_resnet_block.hlo",
        "bench/gpt_scan_12l.hlo",
        "corpus/scatter_add_dupes/model.hlo",
        "corpus/sort_multi_operand/model.hlo",
    ];
    paths
        .iter()
        .filter_map(|p| {
            let text = std::fs::read_to_string(format!("{shared}/{p}")).ok()?;
            let module = kiln_hlo::parse_module(&text).unwrap();
            Some((p.to_string(), encode_module(&module)))
        })
        .collect()
}

/// At most this many bytes allocated per input byte, plus a constant: decoded IR is larger than
/// its encoding (a one-byte operand list becomes a `Vec` header), but never unboundedly so.
const BYTES_PER_INPUT_BYTE: usize = 256;
const SLACK: usize = 1 << 16;

#[test]
fn corrupted_modules_are_errors_not_panics_or_huge_allocations() {
    let modules = modules();
    assert!(modules.len() >= 4, "test modules missing");
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for (name, bytes) in &modules {
        let limit = |len: usize| len * BYTES_PER_INPUT_BYTE + SLACK;
        assert!(decode_module(bytes).is_ok(), "{name}: the intact bytes");

        // Every truncation of a small module, a few hundred of a large one.
        let step = (bytes.len() / 400).max(1);
        for len in (0..bytes.len()).step_by(step) {
            let (ok, peak) = decode_measured(&bytes[..len]);
            assert!(!ok, "{name}: truncated to {len} bytes, still decodes");
            assert!(peak <= limit(len), "{name}: {len} bytes, {peak} allocated");
        }

        // Flipped bytes and bits: decoding may succeed (a dimension changed) but not panic.
        for _ in 0..2000 {
            let mut broken = bytes.clone();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(broken.len());
                broken[at] = match rng.below(3) {
                    0 => broken[at] ^ (1 << rng.below(8)),
                    1 => rng.next() as u8,
                    _ => 0xff,
                };
            }
            let (_, peak) = decode_measured(&broken);
            assert!(peak <= limit(broken.len()), "{name}: {peak} allocated");
        }

        // A huge count spliced in at every position (a varint of 2^62 - 1).
        let huge = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x3f];
        for at in (16..bytes.len()).step_by(step) {
            let mut broken = bytes[..at].to_vec();
            broken.extend_from_slice(&huge);
            broken.extend_from_slice(&bytes[at..]);
            let (_, peak) = decode_measured(&broken);
            assert!(peak <= limit(broken.len()), "{name}: {peak} allocated");
        }
    }
}
