//! Kiln's own f32 GEMM for x86-64 CPUs with AVX-512: `C = A · B` with C row-major (unit
//! column stride) and A, B at any element strides (transposes included).
//!
//! The structure is BLIS's: for each `NC`-column block of B and `KC`-deep slice of K, B is
//! packed into [`NR`]-column micro-panels; for each `MC`-row block of A, A is packed into
//! [`MR`]-row micro-panels; the microkernel ([`kernel`]) then sweeps every `MR × NR` tile,
//! keeping one B micro-panel in L1 while the A block streams from L2. The first K slice
//! writes C, later ones add to it. Edges cost nothing special: packing zero-pads, the kernel
//! masks its stores. Where B has unit column stride, the first A block packs each B
//! micro-panel just before its tiles, which prefetch a later one, so that B's trip from L3
//! or memory overlaps the arithmetic. Convolutions use the same kernel design with A read
//! straight from the input ([`direct`]).
//!
//! Operands may be bf16 or f16 ([`Elem`]): packing widens them, and results of those types are
//! the f32 sums rounded once. bf16 × bf16 products whose B fits L2 run on AVX512_BF16's pair
//! products instead ([`pairs`]); products of at most 16 columns on a row kernel ([`small`]).
//!
//! With `threads > 1` the product is split into row (or column) ranges run on the rayon pool,
//! each packing its own operands; batches of small products run whole products in parallel.
//! Callers check [`available`] and keep another path for CPUs without AVX-512.

pub mod direct;
mod elem;
mod kernel;
mod pack;
pub mod pairs;
pub mod small;
mod window;

pub use super::column_window::ColumnWindow;
pub use elem::Elem;
pub use kernel::{MR, NR};
use window::{unread, Skip};

use rayon::prelude::*;
use std::cell::RefCell;

/// Most depth of a K slice: a B micro-panel (`KC × NR`, 32 KiB) stays in the 48 KiB L1.
const KC: usize = 256;
/// Most depth of a K slice of a product of several row blocks. Each slice adds into the
/// whole of C again, one row block after another, and a B block of several row blocks is
/// read from L2 or L3 anyway: deeper slices visit C fewer times, while a B micro-panel of
/// 128 KiB still streams fast enough from L2 (cargo bench sgemm, 1 thread, operands from
/// L3, min GFLOP/s of 3 alternating runs, KC 256 -> 1024: 1024 × 3072 × 768 217 -> 246,
/// 1024 × 768 × 768 234 -> 258, 2048 × 768 × 768 217 -> 258, 1024³ 226 -> 244, 2048³
/// 211 -> 241, 1024 × 768 × 3072 246 -> 250; 768 measured between the two, 1024 with
/// NC 384 a little below). Products of one row block keep [`KC`], which their single B
/// slot in L1 needs (256 × 512 × 2048: 233 at 256, 222-226 deeper).
const KC_DEEP: usize = 1024;
/// Most rows of an A block (`MC × KC`, 96 KiB, in L2).
const MC: usize = 96;
/// Most columns of a B block: `KC × NC` (768 KiB) stays in the 1 MiB L2 with the A block,
/// so each B micro-panel comes from L2 for every A block (of depth [`KC_DEEP`], 3 MiB, from
/// L2 and L3). (Zen 4/5 sizes; measured on Zen 5
/// with KC 128..320, MC 96..384, NC 512..4096, which all land within a few percent.)
const NC: usize = 768;
/// How many B panels ahead the tiles prefetch the rows of a B packed panel by panel or read
/// in place: the next panel's rows came too late from memory (cargo bench sgemm,
/// SGEMM_COLD=1, 1 thread: lstm 32 × 1024 × 256 99 -> 116 GFLOP/s, gpt ffn up 174 -> 186,
/// gpt qkv 189 -> 202; 3 or 4 panels ahead measured the same as 2).
const PREFETCH_PANELS: usize = 2;
/// Most floats of a packed A kept for every column block of a product (4 MiB).
const KEEP_A_FLOATS: usize = 1 << 20;
/// Most rows of a product whose rows all form one A block when B is packed panel by panel
/// (`ONE_BLOCK_ROWS × KC`, 256 KiB, in L2): B then needs one `KC × NR` slot, not a block.
const ONE_BLOCK_ROWS: usize = 256;
/// Multiply-adds below which a product runs on one thread.
const PARALLEL_WORK: usize = 1 << 18;

/// A strided matrix (of f32 unless said otherwise): element `(i, j)` is at `ptr + i * rs +
/// j * cs`.
#[derive(Clone, Copy, Debug)]
pub struct Strided<T = f32> {
    pub ptr: *const T,
    pub rs: isize,
    pub cs: isize,
}

impl<T> Strided<T> {
    fn at(self, i: usize, j: usize) -> Strided<T> {
        Strided {
            ptr: self
                .ptr
                .wrapping_offset(i as isize * self.rs + j as isize * self.cs),
            ..self
        }
    }
}

/// A row-major destination (of f32 unless said otherwise): element `(i, j)` at `ptr + i * rs
/// + j`.
#[derive(Clone, Copy, Debug)]
pub struct Dest<T = f32> {
    pub ptr: *mut T,
    pub rs: isize,
}

/// Pointers cross into rayon tasks; each task writes a disjoint part of C.
#[derive(Clone, Copy)]
struct Shared<T>(T);
// SAFETY: the wrapped pointers are only dereferenced on disjoint parts of C (writes) or read.
unsafe impl<T> Send for Shared<T> {}
// SAFETY: as above.
unsafe impl<T> Sync for Shared<T> {}

/// Whether this CPU runs Kiln's AVX-512 GEMM (every AVX-512 CPU since Skylake-X has the
/// byte and word instructions and 256-bit forms that widening bf16 and f16 takes).
pub fn available() -> bool {
    std::arch::is_x86_feature_detected!("avx512f")
        && std::arch::is_x86_feature_detected!("avx512bw")
        && std::arch::is_x86_feature_detected!("avx512vl")
}

/// Whether an `m × n × k` product runs faster here than on the `gemm` crate. Not yet: a
/// single row or column (matrix-vector products), results narrower than one vector, and
/// depths under 16, where packing and the 12 × 32 tile waste most of the work; measured on
/// Zen 5 with `cargo bench --bench sgemm`.
pub fn suits(m: usize, n: usize, k: usize) -> bool {
    m > 1 && n > 16 && k >= 16
}

/// `C = A · B` for an `m × n` result of depth `k` (a `k` of 0 zeroes C).
///
/// # Safety
/// [`available`] is true; A's `m × k` and B's `k × n` elements are readable and C's `m × n`
/// elements writable at their strides, and C overlaps neither A nor B.
pub unsafe fn sgemm(m: usize, n: usize, k: usize, a: Strided, b: Strided, c: Dest, threads: usize) {
    sgemm_reading(m, n, k, a, b, c, threads, None)
}

/// [`sgemm`] computing at least the elements of C that `skip` (if any) says are read.
#[allow(clippy::too_many_arguments)]
unsafe fn sgemm_reading<TA: Elem, TB: Elem>(
    m: usize,
    n: usize,
    k: usize,
    a: Strided<TA>,
    b: Strided<TB>,
    c: Dest,
    threads: usize,
    skip: Option<Skip>,
) {
    if m == 0 || n == 0 {
        return;
    }
    let tasks = task_count(m, n, k, threads);
    if tasks <= 1 {
        serial(m, n, k, a, b, c, skip);
        return;
    }
    // Every task packs the whole of the operand it does not split: splitting the rows
    // copies all of B once per task, splitting the columns all of A. So split the rows
    // when A is the larger operand (m >= n), the columns otherwise, as long as the split
    // side has a tile for every task.
    let (row_tiles, col_tiles) = (m.div_ceil(MR), n.div_ceil(NR));
    let by_rows = if m >= n {
        row_tiles >= tasks || row_tiles >= col_tiles
    } else {
        col_tiles < tasks && row_tiles >= col_tiles
    };
    let (extent, unit) = if by_rows { (m, MR) } else { (n, NR) };
    let per_task = extent.div_ceil(unit).div_ceil(tasks) * unit;
    let (a, b, c) = (Shared(a), Shared(b), Shared(c));
    let mode = FloatMode::current();
    (0..extent.div_ceil(per_task))
        .into_par_iter()
        .for_each(|t| {
            let _mode = mode.apply();
            let (a, b, c) = (a, b, c);
            let first = t * per_task;
            let len = per_task.min(extent - first);
            let d = Dest {
                ptr: if by_rows {
                    c.0.ptr.wrapping_offset(first as isize * c.0.rs)
                } else {
                    c.0.ptr.wrapping_add(first)
                },
                rs: c.0.rs,
            };
            // SAFETY: the task's rows (or columns) of C are its own; A and B are only read.
            unsafe {
                if by_rows {
                    serial(
                        len,
                        n,
                        k,
                        a.0.at(first, 0),
                        b.0,
                        d,
                        skip.map(|s| s.at(first, 0)),
                    );
                } else {
                    serial(
                        m,
                        len,
                        k,
                        a.0,
                        b.0.at(0, first),
                        d,
                        skip.map(|s| s.at(0, first)),
                    );
                }
            }
        });
}

/// `C_i = A_i · B_i` for every batch `i`: A and B at element offsets `offsets[i]` from
/// `a.ptr` and `b.ptr`, C at `i * c_batch` from `c.ptr`. Small products run whole on
/// separate threads; large ones are split as in [`sgemm`]. With a `window`, only the
/// elements of each C_i that it says are read need be written (whole tiles outside it are
/// skipped).
///
/// # Safety
/// As for [`sgemm`], for every batch.
#[allow(clippy::too_many_arguments)]
pub unsafe fn sgemm_batched<TA: Elem, TB: Elem, TC: Elem>(
    m: usize,
    n: usize,
    k: usize,
    a: Strided<TA>,
    b: Strided<TB>,
    c: Dest<TC>,
    c_batch: isize,
    offsets: &[(isize, isize)],
    threads: usize,
    window: Option<&ColumnWindow>,
) {
    let skip = window.filter(|w| !w.is_everything()).map(Skip::new);
    let one = |i: usize, (lo, ro): (isize, isize), threads: usize| {
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
        (Shared(a), Shared(b), Shared(c), threads)
    };
    let total = (m * n).saturating_mul(k).saturating_mul(offsets.len());
    if threads > 1 && offsets.len() >= threads && total >= PARALLEL_WORK {
        let mode = FloatMode::current();
        let calls: Vec<_> = offsets
            .iter()
            .enumerate()
            .map(|(i, &o)| one(i, o, 1))
            .collect();
        calls.into_par_iter().for_each(|(a, b, c, _)| {
            let _mode = mode.apply();
            let (a, b, c) = (a, b, c);
            // SAFETY: every batch writes its own matrix of C.
            unsafe { product(m, n, k, a.0, b.0, c.0, 1, skip) }
        });
    } else {
        for (i, &o) in offsets.iter().enumerate() {
            let (a, b, c, t) = one(i, o, threads);
            product(m, n, k, a.0, b.0, c.0, t, skip);
        }
    }
}

thread_local! {
    /// The f32 sums of a product whose result has another type.
    static SUMS: RefCell<Vec<Line>> = const { RefCell::new(Vec::new()) };
}

/// One product into a C of any element type: f32 directly, others through f32 sums of the
/// whole product, each rounded once into C.
#[allow(clippy::too_many_arguments)]
unsafe fn product<TA: Elem, TB: Elem, TC: Elem>(
    m: usize,
    n: usize,
    k: usize,
    a: Strided<TA>,
    b: Strided<TB>,
    c: Dest<TC>,
    threads: usize,
    skip: Option<Skip>,
) {
    if let Some(c) = elem::dest_f32(c) {
        sgemm_reading(m, n, k, a, b, c, threads, skip);
        return;
    }
    if m == 0 || n == 0 {
        return;
    }
    if let (Some(a), Some(b)) = (elem::as_bf16(a), elem::as_bf16(b)) {
        if pairs::suits(m, n, k) && task_count(m, n, k, threads) <= 1 {
            // Its tiles hold whole sums, which it rounds into C itself.
            pairs::product(m, n, k, a, b, c);
            return;
        }
    }
    // Taken out of the slot while the product runs, so that nothing else this thread runs
    // meanwhile (a rayon task) can find it borrowed.
    let mut scratch = SUMS.with(|s| std::mem::take(&mut *s.borrow_mut()));
    let sums = floats(&mut scratch, m * n);
    let d = Dest {
        ptr: sums.as_mut_ptr(),
        rs: n as isize,
    };
    sgemm_reading(m, n, k, a, b, d, threads, skip);
    for (i, row) in sums.chunks_exact(n).take(m).enumerate() {
        elem::narrow(row, c.ptr.offset(i as isize * c.rs));
    }
    SUMS.with(|s| *s.borrow_mut() = scratch);
}

/// How many tasks to split one product into.
fn task_count(m: usize, n: usize, k: usize, threads: usize) -> usize {
    if threads <= 1 || (m * n).saturating_mul(k) < PARALLEL_WORK {
        return 1;
    }
    threads.min(m.div_ceil(MR).max(n.div_ceil(NR)))
}

/// 64-byte aligned scratch for the packed operands of one thread.
#[repr(C, align(64))]
#[derive(Clone, Copy)]
struct Line([f32; 16]);

thread_local! {
    static PACKED: RefCell<(Vec<Line>, Vec<Line>)> = const { RefCell::new((Vec::new(), Vec::new())) };
}

fn floats(buf: &mut Vec<Line>, len: usize) -> &mut [f32] {
    let lines = len.div_ceil(16);
    if buf.len() < lines {
        buf.resize(lines, Line([0.0; 16]));
    }
    // SAFETY: `Line` is 16 plain floats with no padding.
    unsafe { std::slice::from_raw_parts_mut(buf.as_mut_ptr().cast::<f32>(), lines * 16) }
}

/// The size of the blocks that split `total` into the fewest blocks of at most `max`, made
/// even and rounded up to a multiple of `unit` (so that 784 columns become 2 × 416, not
/// 768 + a sliver of 16).
fn block_size(total: usize, max: usize, unit: usize) -> usize {
    let blocks = total.div_ceil(max).max(1);
    total.div_ceil(blocks).next_multiple_of(unit)
}

/// The blocked product on the calling thread: every tile that `skip` (if any) leaves read.
unsafe fn serial<TA: Elem, TB: Elem>(
    m: usize,
    n: usize,
    k: usize,
    a: Strided<TA>,
    b: Strided<TB>,
    c: Dest,
    skip: Option<Skip>,
) {
    if k == 0 {
        for i in 0..m {
            std::slice::from_raw_parts_mut(c.ptr.offset(i as isize * c.rs), n).fill(0.0);
        }
        return;
    }
    if let (Some(a), Some(b)) = (elem::as_bf16(a), elem::as_bf16(b)) {
        if pairs::suits(m, n, k) {
            // Computes all of C, as `direct::rows` below does.
            pairs::product(m, n, k, a, b, c);
            return;
        }
    }
    if let Some(a) = elem::as_f32(a).filter(|&a| direct::suits_rows(m, n, k, a)) {
        // Computes all of C: a window is what may be skipped, not what must be.
        direct::rows(m, n, k, a, b, c);
        return;
    }
    let (mut mb, nb) = (block_size(m, MC, MR), block_size(n, NC, NR));
    // With one block of at most `MC` rows, each B panel serves at most eight tile rows:
    // reading B in place beats copying it first, whose loads, from L3 or memory, stall
    // with nothing to overlap them (matrix-vector and few-row products). Where B's rows
    // are a multiple of 4 KiB apart the panel does not stay in L1 for the later tile rows,
    // yet L2 feeds them fast enough (cargo bench sgemm, 1 thread, min GFLOP/s of 3
    // alternating runs, B from L3 (SGEMM_L3) / memory (SGEMM_COLD) / cache: lstm 32 × 1024
    // × 256 189 -> 222 / 127 -> 152 / 196 -> 232; 24 × 1024 × 256 169 -> 230; 60 × 1024 ×
    // 256 215 -> 232; 96 × 1024 × 256 230 -> 239; 128 rows and more (two blocks or more)
    // within noise either way). On Zen 4, whose AVX-512 runs as two 256-bit halves, reading
    // B in place pays up to [`ONE_BLOCK_ROWS`] rows, the later row blocks finding B's block
    // in L2 (same bench, B from L3, min GFLOP/s of 2 alternating runs: gpt ffn down 128 ×
    // 256 × 1024 98.8 -> 103.7, train hidden 128 × 1024 × 1024 97.7 -> 105.0, mlp down 256
    // × 512 × 2048 103.3 -> 106.3; 1024 rows fell, bert ffn up 106 -> 96; gpt_scan_12l
    // 29.4 -> 27.9-28.9 ms).
    let direct_b = m <= ONE_BLOCK_ROWS && b.cs == 1 && elem::as_f32(b).is_some();
    // Packing all of a B block before any tile leaves the FMA units idle while B comes from
    // L3 or memory (with few rows, a large part of the product: lstm's 32 × 1024 × 256
    // spent 19 % of its samples packing B, its tiles 60 %): the first block of rows packs
    // each panel just before its tiles instead, those tiles prefetching a later panel's
    // rows (lstm: packing 765 -> 293 samples, tiles unchanged).
    // Packing B panel by panel happens in the first block of rows, which a window may skip:
    // with one, B is packed block by block.
    let progressive = !direct_b && b.cs == 1 && skip.is_none();
    // With a single block of rows, no later block reads the packed B: each panel goes to
    // the same `KC × NR` slot, which stays in L1, instead of a fresh part of a block-sized
    // buffer that must come from L2 or L3 before it is written.
    if progressive && m <= ONE_BLOCK_ROWS {
        mb = m.next_multiple_of(MR);
    }
    let one_slot = progressive && m <= mb;
    let kb = block_size(k, if m > mb { KC_DEEP } else { KC }, 1);
    // With several column blocks, every block of A would be packed once per column block:
    // pack all of A once instead where it is small enough to keep (each K slice's rows at
    // `pc · rows`, each row block at `ic · kc` within its slice).
    let rows = m.next_multiple_of(MR);
    // (A is packed in the first column block, which a window may skip.)
    let keep_a = n > nb && rows * k <= KEEP_A_FLOATS && skip.is_none();
    PACKED.with(|packed| {
        let mut packed = packed.borrow_mut();
        let (apack, bpack) = &mut *packed;
        let apack = floats(apack, if keep_a { rows * k } else { mb * kb });
        let bpack = floats(
            bpack,
            match (direct_b, one_slot) {
                (true, _) => 0,
                (false, true) => NR * kb,
                (false, false) => nb * kb,
            },
        );
        for jc in (0..n).step_by(nb) {
            let nc = nb.min(n - jc);
            if unread(skip, (0, m), (jc, jc + nc)) {
                continue;
            }
            for pc in (0..k).step_by(kb) {
                let kc = kb.min(k - pc);
                if !direct_b && !progressive {
                    pack::pack_b(kc, nc, b.at(pc, jc), bpack);
                }
                for ic in (0..m).step_by(mb) {
                    let mc = mb.min(m - ic);
                    if unread(skip, (ic, ic + mc), (jc, jc + nc)) {
                        continue;
                    }
                    let apack = if keep_a {
                        let kept = &mut apack[pc * rows + ic * kc..];
                        if jc == 0 {
                            pack::pack_a(mc, kc, a.at(ic, pc), kept);
                        }
                        kept
                    } else {
                        pack::pack_a(mc, kc, a.at(ic, pc), apack);
                        &mut *apack
                    };
                    let block = Dest {
                        ptr: c.ptr.offset(ic as isize * c.rs + jc as isize),
                        rs: c.rs,
                    };
                    if progressive && ic == 0 {
                        // The block packed after this one: the next K slice, else the
                        // first slice of the next column block.
                        let following = if pc + kc < k {
                            Some((b.at(pc + kc, jc), kb.min(k - pc - kc), nc))
                        } else if jc + nc < n {
                            Some((b.at(0, jc + nc), kb.min(k), nb.min(n - jc - nc)))
                        } else {
                            None
                        };
                        let b = b.at(pc, jc);
                        let panels = Panels {
                            b,
                            bpack: &mut *bpack,
                            one_slot,
                            following,
                        };
                        panel_by_panel(mc, nc, kc, apack, panels, block, pc > 0);
                        continue;
                    }
                    let bsrc = match elem::as_f32(b.at(pc, jc)) {
                        Some(b) if direct_b => BSource::Direct(b),
                        _ => BSource::Packed(bpack),
                    };
                    let skip = skip.map(|s| s.at(ic, jc));
                    macro_block(mc, nc, kc, apack, bsrc, block, pc > 0, skip);
                }
            }
        }
    });
}

/// Where [`panel_by_panel`] packs B from and to: B's block, the packing buffer (every panel
/// in its first slot when `one_slot`), and the block packed after this one (its top-left
/// corner, rows and columns), whose first panels the last tiles prefetch.
struct Panels<'p, T> {
    b: Strided<T>,
    bpack: &'p mut [f32],
    one_slot: bool,
    following: Option<(Strided<T>, usize, usize)>,
}

/// An `m × nc` block of C from packed A, each B panel packed into the buffer (where later
/// row blocks find it) just before its tiles, which prefetch the rows of B's panel
/// [`PREFETCH_PANELS`] ahead, into the following block once this one runs out (otherwise
/// the first panels of every K slice came cold from memory: a fourth of B for the 256
/// columns of gpt's projections).
unsafe fn panel_by_panel<T: Elem>(
    m: usize,
    nc: usize,
    kc: usize,
    apack: &[f32],
    panels: Panels<T>,
    c: Dest,
    accumulate: bool,
) {
    let Panels {
        b,
        bpack,
        one_slot,
        following,
    } = panels;
    let tiles = m.div_ceil(MR);
    for (jp, j) in (0..nc).step_by(NR).enumerate() {
        let slot = if one_slot { 0 } else { jp };
        let panel = &mut bpack[slot * kc * NR..][..kc * NR];
        pack::pack_b(kc, NR.min(nc - j), b.at(0, j), panel);
        let ahead = j + PREFETCH_PANELS * NR;
        let (next, rows) = match following {
            _ if ahead < nc => (Some(b.at(0, ahead).ptr), kc),
            Some((f, rows, cols)) if ahead - nc < cols => (Some(f.at(0, ahead - nc).ptr), rows),
            _ => (None, 0),
        };
        let share = rows.div_ceil(tiles);
        for (ip, i) in (0..m).step_by(MR).enumerate() {
            let first = (ip * share).min(rows);
            let t = kernel::Tile {
                kc,
                a: apack.as_ptr().add(ip * kc * MR),
                b: panel.as_ptr(),
                b_step: NR as isize,
                c: c.ptr.offset(i as isize * c.rs + j as isize),
                ldc: c.rs,
                masks: kernel::column_masks(NR.min(nc - j)),
                accumulate,
                prefetch: next.map_or(std::ptr::null(), |p| {
                    p.wrapping_offset(first as isize * b.rs).cast()
                }),
                prefetch_stride: b.rs * std::mem::size_of::<T>() as isize,
                prefetch_rows: share.min(rows - first),
            };
            kernel::tile(MR.min(m - i), t);
        }
    }
}

/// Where a block's B comes from.
#[derive(Clone, Copy)]
enum BSource<'a> {
    Packed(&'a [f32]),
    /// B itself, with unit column stride.
    Direct(Strided),
}

/// Every tile of an `mc × nc` block of C from packed A and B of depth `kc` that `skip` (if
/// any) leaves read.
#[allow(clippy::too_many_arguments)]
unsafe fn macro_block(
    mc: usize,
    nc: usize,
    kc: usize,
    apack: &[f32],
    bsrc: BSource,
    c: Dest,
    accumulate: bool,
    skip: Option<Skip>,
) {
    for (jp, j) in (0..nc).step_by(NR).enumerate() {
        let (b, b_step) = match bsrc {
            BSource::Packed(bpack) => (bpack.as_ptr().add(jp * kc * NR), NR as isize),
            BSource::Direct(b) => (b.at(0, j).ptr, b.rs),
        };
        // B read in place comes from wherever B is, memory for a model's weights: the
        // first tile row fetches a later panel's rows while it runs (cold B, 10 × 1024 ×
        // 128: 22 -> 65 GFLOP/s); the others find the panel in L1 or L2.
        let ahead = j + PREFETCH_PANELS * NR;
        let next = match bsrc {
            BSource::Direct(b) if ahead < nc => Some(b.at(0, ahead)),
            _ => None,
        };
        for (ip, i) in (0..mc).step_by(MR).enumerate() {
            if unread(skip, (i, (i + MR).min(mc)), (j, (j + NR).min(nc))) {
                continue;
            }
            let t = kernel::Tile {
                kc,
                a: apack.as_ptr().add(ip * kc * MR),
                b,
                b_step,
                c: c.ptr.offset(i as isize * c.rs + j as isize),
                ldc: c.rs,
                masks: kernel::column_masks(NR.min(nc - j)),
                accumulate,
                prefetch: next.map_or(std::ptr::null(), |n| n.ptr.cast()),
                prefetch_stride: next.map_or(0, |n| n.rs * 4),
                prefetch_rows: if next.is_some() && ip == 0 { kc } else { 0 },
            };
            kernel::tile(MR.min(mc - i), t);
        }
    }
}

/// The caller's flush-to-zero / denormals-are-zero bits, carried into worker threads so
/// that every part of a product rounds alike.
#[derive(Clone, Copy)]
pub(super) struct FloatMode(u32);

/// Restores a worker's MXCSR when its part is done.
pub(super) struct Restore(u32);

const FTZ_DAZ: u32 = (1 << 15) | (1 << 6);

impl FloatMode {
    pub(super) fn current() -> FloatMode {
        FloatMode(read_mxcsr() & FTZ_DAZ)
    }

    pub(super) fn apply(self) -> Restore {
        let saved = read_mxcsr();
        write_mxcsr((saved & !FTZ_DAZ) | self.0);
        Restore(saved)
    }
}

impl Drop for Restore {
    fn drop(&mut self) {
        write_mxcsr(self.0);
    }
}

fn read_mxcsr() -> u32 {
    let mut csr: u32 = 0;
    // SAFETY: stmxcsr stores the 32-bit control/status register into `csr`.
    unsafe {
        std::arch::asm!("stmxcsr [{}]", in(reg) &mut csr as *mut u32, options(nostack, preserves_flags));
    }
    csr
}

fn write_mxcsr(csr: u32) {
    // SAFETY: ldmxcsr loads an MXCSR value read from the register with only FTZ/DAZ changed.
    unsafe {
        std::arch::asm!("ldmxcsr [{}]", in(reg) &csr as *const u32, options(nostack, preserves_flags, readonly));
    }
}
