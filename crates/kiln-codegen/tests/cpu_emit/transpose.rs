//! Transposing copies (`cpu::transpose`): nests that move 32-bit elements from one buffer to
//! another with the read contiguous along the outer loop and the write along the inner one
//! go to the AVX-512 block helper. Random nests (tiled or not, block loops in either order,
//! an outer loop that is parallel and split into ranges, padded strides, misaligned bases,
//! extents that are not multiples of a block), nests that are not transposing copies, other
//! element types, and an output large enough for streaming stores must all give what
//! `kir_eval` gives, bit for bit (NaN payloads included), and write nothing else: the
//! buffers carry guard bytes past their end.

use crate::harness::{make_buffers, split_ranges, Rng};
use kiln_codegen::cpu::{compile_kernel_with, CompileOptions, LoadedKernel};
use kiln_codegen::kir::build::*;
use kiln_codegen::kir::*;
use kiln_codegen::kir_eval::run_kernel;

const S64: ScalarType = ScalarType::S64;
const GUARD: usize = 256;

/// The shape of one copy `dst[d0 + o·od + i·ds + j] = src[s0 + o·os + i + j·ss]`.
#[derive(Clone, Debug)]
struct Copy {
    ty: ScalarType,
    rows: i64,
    cols: i64,
    /// Row and column tiles (each divides its extent): `i = ib·tr + ii`, `j = jb·tc + jj`.
    tiles: Option<(i64, i64)>,
    /// Whether the column block loop is outside the row block loop.
    cols_first: bool,
    /// An outer loop around the copy: extent, and its step in the source and destination.
    outer: Option<(i64, i64, i64)>,
    parallel: bool,
    src_stride: i64,
    dst_stride: i64,
    src_offset: i64,
    dst_offset: i64,
    /// Write along the outer loop instead (not a transposing copy).
    swapped: bool,
}

impl Copy {
    fn kernel(&self) -> Kernel {
        let mut k = Kernel::new("copy");
        let (on, os, od) = self.outer.unwrap_or((1, 0, 0));
        let src_len =
            self.src_offset + (on - 1) * os + self.rows + (self.cols - 1) * self.src_stride;
        let dst_len =
            self.dst_offset + (on - 1) * od + (self.rows - 1) * self.dst_stride + self.cols;
        let buffer = |name: &str, n: i64, writable| BufferParam {
            name: name.into(),
            ty: self.ty,
            dims: vec![n],
            writable,
            resident: false,
        };
        let src = k.add_buffer(buffer("src", src_len, false));
        let dst = k.add_buffer(buffer("dst", dst_len, true));
        let mut loops: Vec<(Var, i64)> = Vec::new();
        let mut open = |k: &mut Kernel, extent: i64| {
            let v = k.new_var(S64);
            loops.push((v, extent));
            var(v)
        };
        let o = self.outer.map(|_| open(&mut k, on));
        let (i, j) = match self.tiles {
            None if self.swapped => {
                let j = open(&mut k, self.cols);
                (open(&mut k, self.rows), j)
            }
            None => {
                let i = open(&mut k, self.rows);
                (i, open(&mut k, self.cols))
            }
            Some((tr, tc)) => {
                let (ib, jb) = if self.cols_first {
                    let jb = open(&mut k, self.cols / tc);
                    (open(&mut k, self.rows / tr), jb)
                } else {
                    let ib = open(&mut k, self.rows / tr);
                    (ib, open(&mut k, self.cols / tc))
                };
                let ii = open(&mut k, tr);
                let jj = open(&mut k, tc);
                (add(mul(ib, i64c(tr)), ii), add(mul(jb, i64c(tc)), jj))
            }
        };
        let outer_term = |step: i64| o.clone().map_or(i64c(0), |o| mul(o, i64c(step)));
        let src_index = add(
            add(i64c(self.src_offset), outer_term(os)),
            add(i.clone(), mul(j.clone(), i64c(self.src_stride))),
        );
        let dst_index = add(
            add(i64c(self.dst_offset), outer_term(od)),
            add(mul(i, i64c(self.dst_stride)), j),
        );
        let mut body = vec![Stmt::Store {
            buffer: dst,
            index: dst_index,
            value: load(src, src_index),
        }];
        for (n, &(v, extent)) in loops.iter().enumerate().rev() {
            body = vec![Stmt::Loop {
                var: v,
                extent,
                body,
                parallel: n == 0 && self.parallel,
                vector_width: 1,
            }];
        }
        k.body = body;
        k
    }
}

/// Runs `k` over `ranges` on `bufs` (each followed by guard bytes), with or without the
/// wide helpers.
fn run_jit(k: &Kernel, bufs: &mut [Vec<u8>], ranges: &[(i64, i64)], wide: bool) {
    let options = CompileOptions { wide_helpers: wide };
    let compiled = compile_kernel_with(k, &options).unwrap_or_else(|e| panic!("{e}\n{k:#?}"));
    let loaded = LoadedKernel::load(&compiled).unwrap();
    let ptrs: Vec<*mut u8> = bufs.iter_mut().map(|b| b.as_mut_ptr()).collect();
    for &(s, e) in ranges {
        // SAFETY: the buffers hold the kernel's sizes (and more) and outlive the call.
        unsafe { loaded.call(&ptrs, s, e) };
    }
}

fn check(copy: &Copy, seed: u64) {
    let k = copy.kernel();
    let ranges = split_ranges(&k);
    let mut want = make_buffers(&k, seed);
    for &(s, e) in &ranges {
        run_kernel(&k, &mut want, s, e).expect("kir_eval");
    }
    for wide in [true, false] {
        let mut got = make_buffers(&k, seed);
        for b in &mut got {
            b.extend(std::iter::repeat_n(0xa5, GUARD));
        }
        run_jit(&k, &mut got, &ranges, wide);
        for (b, (g, w)) in got.iter().zip(&want).enumerate() {
            assert!(
                g[w.len()..].iter().all(|&x| x == 0xa5),
                "wide={wide}: written past buffer {b}\n{copy:?}"
            );
            if let Some(e) = (0..w.len()).find(|&e| g[e] != w[e]) {
                panic!("wide={wide}: buffer {b} byte {e} differs\n{copy:?}");
            }
        }
    }
}

fn random_copy(rng: &mut Rng) -> Copy {
    let types = [
        ScalarType::F32,
        ScalarType::S32,
        ScalarType::U32,
        ScalarType::F32,
        ScalarType::F16,
        ScalarType::F64,
        ScalarType::S8,
    ];
    let ty = types[rng.below(types.len() as u64) as usize];
    let tiled = rng.below(2) == 0;
    let (rows, cols, tiles) = if tiled {
        let (tr, tc) = (
            [4, 8, 16, 32][rng.below(4) as usize],
            [4, 16, 32][rng.below(3) as usize],
        );
        let (rb, cb) = (1 + rng.below(4) as i64, 1 + rng.below(4) as i64);
        (rb * tr, cb * tc, Some((tr, tc)))
    } else {
        (1 + rng.below(70) as i64, 1 + rng.below(70) as i64, None)
    };
    let src_stride = rows + rng.below(3) as i64 * rng.below(20) as i64;
    let dst_stride = cols + rng.below(3) as i64 * rng.below(20) as i64;
    let outer = (rng.below(3) != 0).then(|| {
        let n = 1 + rng.below(5) as i64;
        match rng.below(3) {
            // Whole further blocks of rows or columns, or a separate dimension.
            0 => (n, rows, rows * dst_stride),
            1 => (n, cols * src_stride, cols),
            _ => (n, src_stride * cols + 7, dst_stride * rows + 5),
        }
    });
    Copy {
        ty,
        rows,
        cols,
        tiles,
        cols_first: rng.below(2) == 0,
        outer,
        parallel: outer.is_some() && rng.below(2) == 0,
        src_stride,
        dst_stride,
        src_offset: rng.below(20) as i64,
        dst_offset: rng.below(20) as i64,
        swapped: !tiled && rng.below(8) == 0,
    }
}

#[test]
fn random_transposing_copies_match_kir_eval() {
    let mut rng = Rng(0x5eed_7a45);
    for seed in 0..300 {
        let copy = random_copy(&mut rng);
        check(&copy, seed);
    }
}

#[test]
fn tiled_transpose_of_a_cube_slice_by_slice() {
    // The shape of a [c, a, b] -> [b, c, a] transpose's tiled nest: a parallel loop over
    // slices, each a whole 2-D transpose, in 32x32 tiles.
    for (parallel, dst_offset) in [(true, 0), (true, 3), (false, 12)] {
        let copy = Copy {
            ty: ScalarType::F32,
            rows: 64,
            cols: 96,
            tiles: Some((32, 32)),
            cols_first: false,
            outer: Some((5, 96 * 64, 96)),
            parallel,
            src_stride: 64,
            dst_stride: 96 * 5,
            src_offset: 0,
            dst_offset,
            swapped: false,
        };
        check(&copy, 1);
    }
}

#[test]
fn large_outputs_stream_and_stay_exact() {
    // Over 16 MB of output: non-temporal stores, with every row starting mid-line.
    for (rows, cols, dst_offset) in [(1040, 4100, 5), (4100, 1040, 0)] {
        let copy = Copy {
            ty: ScalarType::U32,
            rows,
            cols,
            tiles: None,
            cols_first: false,
            outer: None,
            parallel: false,
            src_stride: rows + 1,
            dst_stride: cols + 16,
            src_offset: 2,
            dst_offset,
            swapped: false,
        };
        check(&copy, 2);
    }
}
