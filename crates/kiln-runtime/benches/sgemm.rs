//! f32 GEMM throughput on the products of the benchmark modules: Kiln's AVX-512 `sgemm`
//! against the `gemm` crate it replaces, min-of-runs GFLOP/s per shape.
//!
//! `cargo bench -p kiln-runtime --bench sgemm [-- THREADS [FILTER | MxNxK]]` (threads default
//! 1; the filter keeps products whose name contains it, `MxNxK` times that one shape).
//! `SGEMM_KILN_ONLY=1` skips the `gemm` crate (quicker runs, cleaner profiles);
//! `SGEMM_COLD=1` rotates through copies of the operands filling 96 MiB, so that each
//! product finds them in memory rather than cache, as a model's weights are; `SGEMM_L3=1`
//! rotates through 16 MiB, which the L3 cache holds (weights reused across a loop's steps).
//!
//! Blocks of 4 MiB and more sit on transparent huge pages, as the `kiln` CLI's allocator
//! puts a module's tensors (`crates/kiln-cli/src/huge_pages.rs`): without them a large C's
//! rows, a page apart each, missed the TLB as no module does (1024 × 3072 × 768, 1 thread:
//! 222-227 GFLOP/s on 4 KiB pages, 234-243 on huge pages, where the module of that one dot
//! runs at 244).

use kiln_runtime::cpu::library::sgemm::{self, Dest, Strided};
use std::alloc::{GlobalAlloc, Layout, System};
use std::time::{Duration, Instant};

/// The system allocator with blocks of 4 MiB and more advised `MADV_HUGEPAGE`.
struct HugePages;

const HUGE_MIN_BYTES: usize = 4 << 20;
const HUGE_PAGE: usize = 2 << 20;

#[cfg(target_os = "linux")]
fn advise_huge(p: *mut u8, len: usize) {
    extern "C" {
        fn madvise(addr: *mut std::ffi::c_void, len: usize, advice: std::ffi::c_int) -> i32;
    }
    const MADV_HUGEPAGE: std::ffi::c_int = 14;
    let first = (p as usize).next_multiple_of(HUGE_PAGE);
    let end = (p as usize + len) & !(HUGE_PAGE - 1);
    if end > first {
        // SAFETY: the range lies inside a block just allocated; the advice only changes how
        // its pages are backed.
        unsafe { madvise(first as *mut std::ffi::c_void, end - first, MADV_HUGEPAGE) };
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge(_: *mut u8, _: usize) {}

// SAFETY: every call goes to `System`; the advice adds a hint only.
unsafe impl GlobalAlloc for HugePages {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() && layout.size() >= HUGE_MIN_BYTES {
            advise_huge(p, layout.size());
        }
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        if !p.is_null() && layout.size() >= HUGE_MIN_BYTES {
            advise_huge(p, layout.size());
        }
        p
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        System.dealloc(p, layout)
    }
}

#[global_allocator]
static ALLOCATOR: HugePages = HugePages;

/// One product: `batch` GEMMs of `m × k` by `k × n`; `ta`/`tb` store A or B transposed
/// (column-major), as some dots of the modules read them.
struct Shape {
    name: &'static str,
    m: usize,
    n: usize,
    k: usize,
    batch: usize,
    ta: bool,
    tb: bool,
}

const fn shape(name: &'static str, m: usize, n: usize, k: usize) -> Shape {
    Shape {
        name,
        m,
        n,
        k,
        batch: 1,
        ta: false,
        tb: false,
    }
}

const SHAPES: &[Shape] = &[
    shape("mlp up", 256, 2048, 512),
    shape("mlp down", 256, 512, 2048),
    shape("bert qkv/out", 1024, 768, 768),
    shape("bert ffn up", 1024, 3072, 768),
    shape("bert ffn down", 1024, 768, 3072),
    Shape {
        batch: 96,
        ..shape("bert q·kT", 128, 128, 64)
    },
    Shape {
        batch: 96,
        ..shape("bert p·v", 128, 64, 128)
    },
    Shape {
        batch: 16,
        ..shape("attn q·kT", 512, 512, 64)
    },
    Shape {
        batch: 16,
        ..shape("attn p·v", 512, 64, 512)
    },
    shape("gpt qkv", 128, 256, 256),
    shape("gpt ffn up", 128, 1024, 256),
    shape("gpt ffn down", 128, 256, 1024),
    Shape {
        batch: 8,
        ..shape("gpt q·kT", 64, 64, 64)
    },
    shape("conv im2col", 1820, 64, 576),
    shape("lstm", 32, 1024, 256),
    shape("train fwd", 128, 1024, 784),
    shape("train hidden", 128, 1024, 1024),
    shape("train dW", 1024, 1024, 128),
    shape("train dW1", 1024, 784, 128),
    shape("train logits", 128, 10, 1024),
    shape("train dW3", 10, 1024, 128),
    shape("train k=10", 128, 1024, 10),
    Shape {
        ta: true,
        ..shape("Aᵀ", 1024, 1024, 128)
    },
    Shape {
        tb: true,
        ..shape("Bᵀ", 128, 1024, 1024)
    },
    shape("matvec", 1, 1024, 1024),
    shape("k=1", 512, 512, 1),
    shape("square 2048", 2048, 2048, 2048),
];

struct Operands {
    a: Vec<f32>,
    b: Vec<f32>,
    c: Vec<f32>,
    a_strides: (isize, isize),
    b_strides: (isize, isize),
}

fn operands(s: &Shape) -> Operands {
    let fill = |len: usize, seed: u32| -> Vec<f32> {
        (0..len)
            .map(|i| {
                ((i as u32).wrapping_mul(2654435761).wrapping_add(seed) >> 20) as f32 / 2048.0 - 1.0
            })
            .collect()
    };
    let (m, n, k) = (s.m as isize, s.n as isize, s.k as isize);
    Operands {
        a: fill(s.batch * s.m * s.k, 1),
        b: fill(s.batch * s.k * s.n, 2),
        c: vec![0.0; s.batch * s.m * s.n],
        a_strides: if s.ta { (1, m) } else { (k, 1) },
        b_strides: if s.tb { (1, k) } else { (n, 1) },
    }
}

fn run_kiln(s: &Shape, o: &mut Operands, threads: usize) {
    let offsets: Vec<(isize, isize)> = (0..s.batch)
        .map(|i| ((i * s.m * s.k) as isize, (i * s.k * s.n) as isize))
        .collect();
    // SAFETY: every matrix lies inside its vector at the strides given.
    unsafe {
        sgemm::sgemm_batched(
            s.m,
            s.n,
            s.k,
            Strided {
                ptr: o.a.as_ptr(),
                rs: o.a_strides.0,
                cs: o.a_strides.1,
            },
            Strided {
                ptr: o.b.as_ptr(),
                rs: o.b_strides.0,
                cs: o.b_strides.1,
            },
            Dest {
                ptr: o.c.as_mut_ptr(),
                rs: s.n as isize,
            },
            (s.m * s.n) as isize,
            &offsets,
            threads,
            None,
        );
    }
}

fn run_crate(s: &Shape, o: &mut Operands, threads: usize) {
    let parallelism = if threads > 1 {
        gemm::Parallelism::Rayon(threads)
    } else {
        gemm::Parallelism::None
    };
    for i in 0..s.batch {
        // SAFETY: as in `run_kiln`.
        unsafe {
            gemm::gemm(
                s.m,
                s.n,
                s.k,
                o.c.as_mut_ptr().add(i * s.m * s.n),
                1,
                s.n as isize,
                false,
                o.a.as_ptr().add(i * s.m * s.k),
                o.a_strides.1,
                o.a_strides.0,
                o.b.as_ptr().add(i * s.k * s.n),
                o.b_strides.1,
                o.b_strides.0,
                0.0f32,
                1.0f32,
                false,
                false,
                false,
                parallelism,
            );
        }
    }
}

#[repr(C)]
struct Timespec {
    sec: i64,
    nsec: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
}

/// CPU time of the calling thread (Linux's CLOCK_THREAD_CPUTIME_ID): on a shared machine a
/// run that the scheduler preempts does not count the time it waited.
fn thread_time() -> Duration {
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: clock_gettime writes one timespec; clock 3 is the calling thread's CPU clock.
    unsafe { clock_gettime(3, &mut ts) };
    Duration::new(ts.sec as u64, ts.nsec as u32)
}

/// Best GFLOP/s over runs filling about 0.3 s: thread CPU time with one thread, wall time
/// with more (the other threads' time would not show in the calling thread's clock).
fn gflops(s: &Shape, threads: usize, mut f: impl FnMut()) -> f64 {
    f();
    let flops = 2.0 * (s.batch * s.m * s.n * s.k) as f64;
    let clock = || {
        if threads == 1 {
            thread_time()
        } else {
            START.with(|t| t.elapsed())
        }
    };
    let start = Instant::now();
    let mut best = Duration::MAX;
    let mut runs = 0;
    while runs < 5 || (start.elapsed() < Duration::from_millis(300) && runs < 10_000) {
        let t = clock();
        f();
        best = best.min(clock() - t);
        runs += 1;
    }
    flops / best.as_secs_f64() / 1e9
}

thread_local! {
    static START: Instant = Instant::now();
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let threads: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(1);
    let filter = args.get(1).cloned().unwrap_or_default();
    let kiln_only = std::env::var_os("SGEMM_KILN_ONLY").is_some();
    let cold = std::env::var_os("SGEMM_COLD").is_some();
    let warm = std::env::var_os("SGEMM_L3").is_some();
    if !sgemm::available() {
        println!("this CPU has no AVX-512: Kiln's sgemm does not run here");
        return;
    }
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build_global()
        .ok();
    println!(
        "threads {threads}: GFLOP/s (min {} time of runs)",
        if threads == 1 { "thread CPU" } else { "wall" }
    );
    println!(
        "{:<16} {:>22} {:>10} {:>10} {:>7}",
        "product", "batch×M×N×K", "kiln", "gemm", "ratio"
    );
    // A filter of the form MxNxK times that one product instead of the list.
    let dims: Vec<usize> = filter.split('x').filter_map(|d| d.parse().ok()).collect();
    let custom = (dims.len() == 3).then(|| shape("custom", dims[0], dims[1], dims[2]));
    let shapes: Vec<&Shape> = match &custom {
        Some(c) => vec![c],
        None => SHAPES.iter().filter(|s| s.name.contains(&filter)).collect(),
    };
    for s in shapes {
        let bytes = 4 * s.batch * (s.m * s.k + s.k * s.n + s.m * s.n);
        let copies = if cold {
            (96usize << 20).div_ceil(bytes)
        } else if warm {
            (16usize << 20).div_ceil(bytes)
        } else {
            1
        };
        let mut o: Vec<Operands> = (0..copies).map(|_| operands(s)).collect();
        let mut next = 0;
        let mut pick = move || {
            next = (next + 1) % copies;
            next
        };
        let kiln = gflops(s, threads, || {
            let i = pick();
            run_kiln(s, &mut o[i], threads)
        });
        let krate = if kiln_only {
            f64::NAN
        } else {
            gflops(s, threads, || {
                let i = pick();
                run_crate(s, &mut o[i], threads)
            })
        };
        let dims = format!(
            "{}×{}{}×{}{}×{}",
            s.batch,
            s.m,
            if s.ta { "ᵀ" } else { "" },
            s.n,
            if s.tb { "ᵀ" } else { "" },
            s.k
        );
        let used = if sgemm::suits(s.m, s.n, s.k) {
            ""
        } else {
            "  (dispatch: gemm crate)"
        };
        println!(
            "{:<16} {:>22} {:>10.1} {:>10.1} {:>7.2}{used}",
            s.name,
            dims,
            kiln,
            krate,
            kiln / krate
        );
    }
}
