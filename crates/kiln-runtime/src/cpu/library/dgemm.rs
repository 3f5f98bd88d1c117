//! Kiln's own f64 GEMM for x86-64 CPUs with AVX-512: `C = A · B` with C row-major (unit
//! column stride) and A, B at any element strides, eight f64 lanes per instruction (the
//! `gemm` crate's stable build runs f64 on its AVX2 kernel, four lanes).
//!
//! The structure is [`super::sgemm`]'s, in f64: for each `NC`-column block of B and
//! `KC`-deep slice of K, B is packed into [`NR`]-column micro-panels (or read in place when
//! the product has one block of rows and B unit column stride); for each `MC`-row block of
//! A, A is packed into [`MR`]-row micro-panels; the microkernel keeps an `MR × NR` tile of C
//! in 24 zmm registers while one B micro-panel stays in L1. The first K slice writes C, later
//! ones add to it; packing zero-pads and the kernel masks its loads of B and stores of C, so
//! edges need nothing special. Each element of C is the sum of its products in K order,
//! slice by slice, with fused multiply-adds: the order differs from the interpreter's, as
//! every GEMM's does.
//!
//! With `threads > 1` a product is split into row (or column) ranges run on the rayon pool,
//! each packing its own operands; batches of products run whole products in parallel.
//! Callers check [`available`] and [`suits`], and keep the `gemm` crate for the rest.

use super::sgemm::{Dest, FloatMode, Strided};
use rayon::prelude::*;
use std::arch::x86_64::*;
use std::cell::RefCell;

/// Rows of C per micro-tile (broadcasts of packed A per step).
pub const MR: usize = 12;
/// Columns of C per micro-tile (two 8-lane vectors of packed B per step).
pub const NR: usize = 16;
/// Most depth of a K slice: a B micro-panel (`KC × NR`, 32 KiB) stays in the 48 KiB L1.
const KC: usize = 256;
/// Most rows of an A block (`MC × KC`, 192 KiB, in L2).
const MC: usize = 96;
/// Most columns of a B block: `KC × NC` (768 KiB) stays in the 1 MiB L2 beside the A block.
const NC: usize = 384;
/// Multiply-adds below which a product runs on one thread.
const PARALLEL_WORK: usize = 1 << 18;

/// Whether this CPU runs Kiln's f64 GEMM.
pub fn available() -> bool {
    std::arch::is_x86_feature_detected!("avx512f") && std::arch::is_x86_feature_detected!("fma")
}

/// Whether an `m × n × k` product runs here rather than on the `gemm` crate: not matrix-
/// vector products, results narrower than one vector, or depths under 8, where packing and
/// the 12 × 16 tile waste most of the work.
pub fn suits(m: usize, n: usize, k: usize) -> bool {
    m > 1 && n > 8 && k >= 8
}

/// Pointers cross into rayon tasks; each task writes a disjoint part of C.
#[derive(Clone, Copy)]
struct Shared<T>(T);
// SAFETY: the wrapped pointers are only dereferenced on disjoint parts of C (writes) or read.
unsafe impl<T> Send for Shared<T> {}
// SAFETY: as above.
unsafe impl<T> Sync for Shared<T> {}

impl<T: Copy> Shared<T> {
    /// The pointers (a method, so that a closure captures the wrapper, not its field).
    fn get(self) -> T {
        self.0
    }
}

/// `C_i = A_i · B_i` for every batch `i`: A and B at element offsets `offsets[i]` from
/// `a.ptr` and `b.ptr`, C at `i * c_batch` from `c.ptr`. A `k` of 0 zeroes C.
///
/// # Safety
/// [`available`] is true; for every batch, A's `m × k` and B's `k × n` elements are readable
/// and C's `m × n` elements writable at their strides, and C overlaps neither A nor B.
#[allow(clippy::too_many_arguments)]
pub unsafe fn dgemm_batched(
    m: usize,
    n: usize,
    k: usize,
    a: Strided<f64>,
    b: Strided<f64>,
    c: Dest<f64>,
    c_batch: isize,
    offsets: &[(isize, isize)],
    threads: usize,
) {
    let one = |i: usize, (lo, ro): (isize, isize)| {
        let a = Strided {
            ptr: a.ptr.wrapping_offset(lo),
            ..a
        };
        let b = Strided {
            ptr: b.ptr.wrapping_offset(ro),
            ..b
        };
        let c = Dest {
            ptr: c.ptr.wrapping_offset(i as isize * c_batch),
            ..c
        };
        Shared((a, b, c))
    };
    let total = (m * n).saturating_mul(k).saturating_mul(offsets.len());
    if threads > 1 && offsets.len() >= threads && total >= PARALLEL_WORK {
        let mode = FloatMode::current();
        let calls: Vec<_> = offsets
            .iter()
            .enumerate()
            .map(|(i, &o)| one(i, o))
            .collect();
        calls.into_par_iter().for_each(|call| {
            let _mode = mode.apply();
            let (a, b, c) = call.get();
            // SAFETY: every batch writes its own matrix of C.
            unsafe { dgemm(m, n, k, a, b, c, 1) }
        });
    } else {
        for (i, &o) in offsets.iter().enumerate() {
            let (a, b, c) = one(i, o).get();
            dgemm(m, n, k, a, b, c, threads);
        }
    }
}

/// `C = A · B` for an `m × n` result of depth `k` (a `k` of 0 zeroes C).
///
/// # Safety
/// As for [`dgemm_batched`], for one product.
pub unsafe fn dgemm(
    m: usize,
    n: usize,
    k: usize,
    a: Strided<f64>,
    b: Strided<f64>,
    c: Dest<f64>,
    threads: usize,
) {
    if m == 0 || n == 0 {
        return;
    }
    let tasks = if threads <= 1 || (m * n).saturating_mul(k) < PARALLEL_WORK {
        1
    } else {
        threads.min(m.div_ceil(MR).max(n.div_ceil(NR)))
    };
    if tasks <= 1 {
        serial(m, n, k, a, b, c);
        return;
    }
    // Each task packs the whole of the operand it does not split (as sgemm does): split
    // the rows unless there are too few row tiles for the tasks and more column tiles.
    let (row_tiles, col_tiles) = (m.div_ceil(MR), n.div_ceil(NR));
    let by_rows = row_tiles >= tasks || row_tiles >= col_tiles;
    let (extent, unit) = if by_rows { (m, MR) } else { (n, NR) };
    let per_task = extent.div_ceil(unit).div_ceil(tasks) * unit;
    let shared = Shared((a, b, c));
    let mode = FloatMode::current();
    (0..extent.div_ceil(per_task))
        .into_par_iter()
        .for_each(|t| {
            let _mode = mode.apply();
            let (a, b, c) = shared.get();
            let first = t * per_task;
            let len = per_task.min(extent - first);
            // SAFETY: the task's rows (or columns) of C are its own; A and B are only read.
            unsafe {
                if by_rows {
                    let a = at(a, first, 0);
                    let c = Dest {
                        ptr: c.ptr.wrapping_offset(first as isize * c.rs),
                        rs: c.rs,
                    };
                    serial(len, n, k, a, b, c);
                } else {
                    let b = at(b, 0, first);
                    let c = Dest {
                        ptr: c.ptr.wrapping_add(first),
                        rs: c.rs,
                    };
                    serial(m, len, k, a, b, c);
                }
            }
        });
}

/// The matrix whose element `(0, 0)` is `m`'s `(i, j)`.
fn at(m: Strided<f64>, i: usize, j: usize) -> Strided<f64> {
    Strided {
        ptr: m.ptr.wrapping_offset(i as isize * m.rs + j as isize * m.cs),
        ..m
    }
}

/// 64-byte aligned scratch for the packed operands of one thread.
#[repr(C, align(64))]
#[derive(Clone, Copy)]
struct Line([f64; 8]);

thread_local! {
    static PACKED: RefCell<(Vec<Line>, Vec<Line>)> = const { RefCell::new((Vec::new(), Vec::new())) };
}

fn doubles(buf: &mut Vec<Line>, len: usize) -> &mut [f64] {
    let lines = len.div_ceil(8);
    if buf.len() < lines {
        buf.resize(lines, Line([0.0; 8]));
    }
    // SAFETY: `Line` is 8 plain doubles with no padding.
    unsafe { std::slice::from_raw_parts_mut(buf.as_mut_ptr().cast::<f64>(), lines * 8) }
}

/// The size of the blocks that split `total` into the fewest blocks of at most `max`,
/// rounded up to a multiple of `unit`.
fn block_size(total: usize, max: usize, unit: usize) -> usize {
    let blocks = total.div_ceil(max).max(1);
    total.div_ceil(blocks).next_multiple_of(unit)
}

/// The blocked product on the calling thread.
unsafe fn serial(m: usize, n: usize, k: usize, a: Strided<f64>, b: Strided<f64>, c: Dest<f64>) {
    if k == 0 {
        for i in 0..m {
            std::slice::from_raw_parts_mut(c.ptr.offset(i as isize * c.rs), n).fill(0.0);
        }
        return;
    }
    let (mb, nb, kb) = (
        block_size(m, MC, MR),
        block_size(n, NC, NR),
        block_size(k, KC, 1),
    );
    // With one block of rows each B panel serves at most eight tile rows: reading B in
    // place beats copying it first.
    let direct_b = m <= mb && b.cs == 1;
    // Taken out of the slot while the product runs, so that a rayon task this thread runs
    // meanwhile cannot find it borrowed.
    let mut packed = PACKED.with(|p| std::mem::take(&mut *p.borrow_mut()));
    {
        let (apack, bpack) = &mut packed;
        let apack = doubles(apack, mb * kb);
        let bpack = doubles(bpack, if direct_b { 0 } else { nb * kb });
        for jc in (0..n).step_by(nb) {
            let nc = nb.min(n - jc);
            for pc in (0..k).step_by(kb) {
                let kc = kb.min(k - pc);
                if !direct_b {
                    pack_b(kc, nc, at(b, pc, jc), bpack);
                }
                for ic in (0..m).step_by(mb) {
                    let mc = mb.min(m - ic);
                    pack_a(mc, kc, at(a, ic, pc), apack);
                    let block = Dest {
                        ptr: c.ptr.offset(ic as isize * c.rs + jc as isize),
                        rs: c.rs,
                    };
                    let bsrc = if direct_b {
                        BSource::Direct(at(b, pc, jc))
                    } else {
                        BSource::Packed(bpack)
                    };
                    macro_block(mc, nc, kc, apack, bsrc, block, pc > 0);
                }
            }
        }
    }
    PACKED.with(|p| *p.borrow_mut() = packed);
}

/// Packs `A(0..rows, 0..kc)` into `dst`: micro-panels of [`MR`] rows, step `p` holding
/// `A(i, p)` of the panel's rows, zero-padded to `MR`.
unsafe fn pack_a(rows: usize, kc: usize, a: Strided<f64>, dst: &mut [f64]) {
    for (panel, first) in (0..rows).step_by(MR).enumerate() {
        let height = MR.min(rows - first);
        let out = &mut dst[panel * kc * MR..][..kc * MR];
        if height < MR {
            out.fill(0.0);
        }
        for i in 0..height {
            let row = a.ptr.offset((first + i) as isize * a.rs);
            for p in 0..kc {
                *out.get_unchecked_mut(p * MR + i) = *row.offset(p as isize * a.cs);
            }
        }
    }
}

/// Packs `B(0..kc, 0..cols)` into `dst`: micro-panels of [`NR`] columns, step `p` holding
/// `B(p, j)` of the panel's columns, zero-padded to `NR`.
unsafe fn pack_b(kc: usize, cols: usize, b: Strided<f64>, dst: &mut [f64]) {
    for (panel, first) in (0..cols).step_by(NR).enumerate() {
        let width = NR.min(cols - first);
        let out = &mut dst[panel * kc * NR..][..kc * NR];
        for p in 0..kc {
            let src = b.ptr.offset(p as isize * b.rs + first as isize * b.cs);
            let step = &mut out[p * NR..][..NR];
            if b.cs == 1 {
                step[..width].copy_from_slice(std::slice::from_raw_parts(src, width));
            } else {
                for (j, x) in step[..width].iter_mut().enumerate() {
                    *x = *src.offset(j as isize * b.cs);
                }
            }
            step[width..].fill(0.0);
        }
    }
}

/// Where a block's B comes from.
#[derive(Clone, Copy)]
enum BSource<'a> {
    Packed(&'a [f64]),
    /// B itself, with unit column stride.
    Direct(Strided<f64>),
}

/// Every tile of an `mc × nc` block of C from packed A and B of depth `kc`.
unsafe fn macro_block(
    mc: usize,
    nc: usize,
    kc: usize,
    apack: &[f64],
    bsrc: BSource,
    c: Dest<f64>,
    accumulate: bool,
) {
    for (jp, j) in (0..nc).step_by(NR).enumerate() {
        let (b, b_step) = match bsrc {
            BSource::Packed(bpack) => (bpack.as_ptr().add(jp * kc * NR), NR as isize),
            BSource::Direct(b) => (b.ptr.wrapping_add(j), b.rs),
        };
        for (ip, i) in (0..mc).step_by(MR).enumerate() {
            let t = Tile {
                kc,
                a: apack.as_ptr().add(ip * kc * MR),
                b,
                b_step,
                c: c.ptr.offset(i as isize * c.rs + j as isize),
                ldc: c.rs,
                masks: column_masks(NR.min(nc - j)),
                accumulate,
            };
            tile(MR.min(mc - i), t);
        }
    }
}

/// The masks of the two column vectors of a tile whose first `cols` (1..=16) columns exist.
fn column_masks(cols: usize) -> (u8, u8) {
    let lanes = |c: usize| -> u8 {
        if c >= 8 {
            0xff
        } else {
            ((1u32 << c) - 1) as u8
        }
    };
    (lanes(cols), lanes(cols.saturating_sub(8)))
}

/// One tile's work: `C[0..rows, cols] (+)= A · B` over `kc` steps.
#[derive(Clone, Copy)]
struct Tile {
    kc: usize,
    /// Packed A: [`MR`] doubles a step.
    a: *const f64,
    /// B: [`NR`] consecutive doubles a step (those the masks select), `b_step` apart.
    b: *const f64,
    b_step: isize,
    /// C: row-major, rows `ldc` doubles apart.
    c: *mut f64,
    ldc: isize,
    /// Which of the 16 columns exist; B is read and C written only there.
    masks: (u8, u8),
    /// Add to C instead of overwriting it.
    accumulate: bool,
}

/// Runs `t` for `rows` = 1..=MR, on the kernel instantiated for that row count.
#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn tile(rows: usize, t: Tile) {
    match rows {
        1 => tile_rows::<1>(t),
        2 => tile_rows::<2>(t),
        3 => tile_rows::<3>(t),
        4 => tile_rows::<4>(t),
        5 => tile_rows::<5>(t),
        6 => tile_rows::<6>(t),
        7 => tile_rows::<7>(t),
        8 => tile_rows::<8>(t),
        9 => tile_rows::<9>(t),
        10 => tile_rows::<10>(t),
        11 => tile_rows::<11>(t),
        _ => tile_rows::<MR>(t),
    }
}

#[inline(always)]
unsafe fn step<const ROWS: usize>(
    acc: &mut [[__m512d; 2]; ROWS],
    a: *const f64,
    b: *const f64,
    (mask0, mask1): (u8, u8),
) {
    let b0 = _mm512_maskz_loadu_pd(mask0, b);
    let b1 = _mm512_maskz_loadu_pd(mask1, b.wrapping_add(8));
    for (i, row) in acc.iter_mut().enumerate() {
        let ai = _mm512_set1_pd(*a.add(i));
        row[0] = _mm512_fmadd_pd(ai, b0, row[0]);
        row[1] = _mm512_fmadd_pd(ai, b1, row[1]);
    }
}

#[target_feature(enable = "avx512f,avx2,fma")]
unsafe fn tile_rows<const ROWS: usize>(t: Tile) {
    let Tile {
        kc,
        mut a,
        mut b,
        b_step,
        c,
        ldc,
        masks,
        accumulate,
    } = t;
    let mut acc = [[_mm512_setzero_pd(); 2]; ROWS];
    let mut left = kc;
    while left >= 4 {
        step(&mut acc, a, b, masks);
        step(&mut acc, a.add(MR), b.wrapping_offset(b_step), masks);
        step(
            &mut acc,
            a.add(2 * MR),
            b.wrapping_offset(2 * b_step),
            masks,
        );
        step(
            &mut acc,
            a.add(3 * MR),
            b.wrapping_offset(3 * b_step),
            masks,
        );
        a = a.add(4 * MR);
        b = b.wrapping_offset(4 * b_step);
        left -= 4;
    }
    while left > 0 {
        step(&mut acc, a, b, masks);
        a = a.add(MR);
        b = b.wrapping_offset(b_step);
        left -= 1;
    }
    let (mask0, mask1) = masks;
    for (i, row) in acc.iter().enumerate() {
        // Masked-off lanes are never touched (AVX-512 suppresses their faults), so the
        // second vector's address may lie past the row's end: wrapping arithmetic.
        let out = c.wrapping_offset(i as isize * ldc);
        let (mut v0, mut v1) = (row[0], row[1]);
        if accumulate {
            v0 = _mm512_add_pd(v0, _mm512_maskz_loadu_pd(mask0, out));
            v1 = _mm512_add_pd(v1, _mm512_maskz_loadu_pd(mask1, out.wrapping_add(8)));
        }
        _mm512_mask_storeu_pd(out, mask0, v0);
        _mm512_mask_storeu_pd(out.wrapping_add(8), mask1, v1);
    }
}
