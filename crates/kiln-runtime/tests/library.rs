//! Library calls of the CPU backend against the reference interpreter: small HLO modules,
//! compiled by `CpuBackend` and run by `kiln_eval::Evaluator` on the same pseudo-random
//! inputs. Exact algorithms must agree bit for bit; GEMM-based ones (dot, convolution) within
//! a tight relative tolerance, since only the summation order differs.

use kiln_hlo::{parse_module, ArrayData, ArrayLiteral, Literal, Module, PrimitiveType, Shape};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

/// A deterministic pseudo-random stream (64-bit LCG).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    /// Uniform in [-1, 1).
    fn unit(&mut self) -> f64 {
        (self.next() % 2048) as f64 / 1024.0 - 1.0
    }
}

/// Inputs for every entry parameter: floats in [-2, 2) (on a 1/512 grid, so sums are exact
/// in any order for small sizes), integers in [-`int_range`, `int_range`), pred at random.
fn inputs(module: &Module, seed: u64, int_range: i64) -> Vec<Literal> {
    let mut rng = Rng(seed);
    let comp = module.entry_computation();
    comp.parameters
        .iter()
        .map(|&p| literal_for(&comp.instr(p).shape, &mut rng, int_range))
        .collect()
}

fn literal_for(shape: &Shape, rng: &mut Rng, int_range: i64) -> Literal {
    match shape {
        Shape::Tuple(elems) => Literal::Tuple(
            elems
                .iter()
                .map(|e| literal_for(e, rng, int_range))
                .collect(),
        ),
        Shape::Token => Literal::Token,
        Shape::Array(a) => {
            let n: i64 = a.dims.iter().product();
            let n = n as usize;
            let ints: Vec<i64> = (0..n)
                .map(|_| (rng.next() as i64).rem_euclid(2 * int_range) - int_range)
                .collect();
            let floats: Vec<f64> = (0..n).map(|_| rng.unit() * 2.0).collect();
            use PrimitiveType::*;
            let data = match a.ty {
                Pred => ArrayData::Pred(ints.iter().map(|&x| x & 1 == 1).collect()),
                S8 => ArrayData::S8(ints.iter().map(|&x| x as i8).collect()),
                S16 => ArrayData::S16(ints.iter().map(|&x| x as i16).collect()),
                S32 => ArrayData::S32(ints.iter().map(|&x| x as i32).collect()),
                S64 => ArrayData::S64(ints.clone()),
                U8 => ArrayData::U8(ints.iter().map(|&x| x as u8).collect()),
                U16 => ArrayData::U16(ints.iter().map(|&x| x as u16).collect()),
                U32 => ArrayData::U32(ints.iter().map(|&x| x as u32).collect()),
                U64 => ArrayData::U64(ints.iter().map(|&x| x as u64).collect()),
                F16 => ArrayData::F16(floats.iter().map(|&x| half::f16::from_f64(x)).collect()),
                BF16 => ArrayData::BF16(floats.iter().map(|&x| half::bf16::from_f64(x)).collect()),
                F32 => ArrayData::F32(floats.iter().map(|&x| x as f32).collect()),
                F64 => ArrayData::F64(floats.clone()),
                C64 => ArrayData::C64(
                    floats
                        .iter()
                        .map(|&x| num_complex::Complex32::new(x as f32, rng.unit() as f32))
                        .collect(),
                ),
                C128 => ArrayData::C128(
                    floats
                        .iter()
                        .map(|&x| num_complex::Complex64::new(x, rng.unit()))
                        .collect(),
                ),
                t => panic!("no test data for {t}"),
            };
            Literal::Array(ArrayLiteral::new(a.ty, a.dims.clone(), data).unwrap())
        }
    }
}

/// Parses `text` and sets the entry root's shape to the inferred one, so that test modules
/// need not spell out result shapes (write `f32[0]` or any placeholder).
fn module(text: &str) -> Module {
    let mut m = parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let entry = m.entry;
    let comp = m.comp(entry);
    let root = comp.root_instr();
    let shape = kiln_hlo::infer_shape(&m, comp, root).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    let root_id = comp.root;
    m.computations[entry.index()].instructions[root_id.index()].shape = shape;
    m
}

/// How closely the CPU result must match the interpreter's.
#[derive(Clone, Copy)]
enum Match {
    Exact,
    /// Bit for bit, except that a NaN may carry another payload or sign where the result
    /// is NaN both ways (which of two NaN operands an op returns depends on the operand order
    /// the compiler chose, in the interpreter too).
    ExactNanPlaces,
    /// |got - want| <= tol * (1 + |want|).
    Close(f64),
}

/// Compiles and runs `text` both ways on seeded inputs and compares the results; returns the
/// number of library calls and the fallbacks' opcodes.
fn check_with(
    text: &str,
    seed: u64,
    int_range: i64,
    threads: usize,
    how: Match,
) -> (usize, Vec<String>) {
    let m = module(text);
    let args = inputs(&m, seed, int_range);
    let want = kiln_eval::Evaluator::new(&m)
        .run(&args)
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{text}"));
    let options = CompileOptions {
        optimize: true,
        threads,
    };
    let exe =
        CpuExecutable::compile(&m, &options).unwrap_or_else(|e| panic!("compile: {e}\n{text}"));
    let got = exe
        .execute(&args)
        .unwrap_or_else(|e| panic!("cpu: {e}\n{text}"));
    compare(&got, &want, how, text);
    let stats = exe.stats();
    (
        stats.library_calls,
        stats
            .fallbacks
            .iter()
            .map(|f| format!("{}: {}", f.opcode, f.reason))
            .collect(),
    )
}

/// `check_with` that also asserts the module ran without any interpreter fallback.
fn check(text: &str, how: Match) {
    for seed in [1, 2] {
        let (calls, fallbacks) = check_with(text, seed, 8, 1, how);
        assert!(fallbacks.is_empty(), "fallbacks {fallbacks:?}\n{text}");
        assert!(calls > 0, "no library call\n{text}");
    }
}

fn compare(got: &Literal, want: &Literal, how: Match, text: &str) {
    match (got, want) {
        (Literal::Tuple(g), Literal::Tuple(w)) => {
            assert_eq!(g.len(), w.len());
            for (g, w) in g.iter().zip(w) {
                compare(g, w, how, text);
            }
        }
        (Literal::Array(g), Literal::Array(w)) => {
            assert_eq!((g.ty, &g.dims), (w.ty, &w.dims), "{text}");
            match how {
                Match::Exact => assert!(
                    kiln_eval::util::le_bytes(&g.data) == kiln_eval::util::le_bytes(&w.data),
                    "results differ:\ncpu {g:?}\ninterp {w:?}\n{text}"
                ),
                Match::ExactNanPlaces => {
                    let (gb, wb) = (
                        kiln_eval::util::le_bytes(&g.data),
                        kiln_eval::util::le_bytes(&w.data),
                    );
                    let size = gb.len().checked_div(g.data.len()).unwrap_or(1);
                    let chunks = gb.chunks(size).zip(wb.chunks(size)).enumerate();
                    for (i, (a, b)) in chunks.filter(|(_, (a, b))| a != b) {
                        let nan = |v: Vec<f64>| v[i].is_nan();
                        assert!(
                            nan(values(&g.data)) && nan(values(&w.data)),
                            "element {i}: cpu {a:x?}, interp {b:x?}\n{text}"
                        );
                    }
                }
                Match::Close(tol) => {
                    let (gv, wv) = (values(&g.data), values(&w.data));
                    for (i, (a, b)) in gv.iter().zip(&wv).enumerate() {
                        let ok =
                            (a - b).abs() <= tol * (1.0 + b.abs()) || (a.is_nan() && b.is_nan());
                        assert!(ok, "element {i}: cpu {a}, interp {b}\n{text}");
                    }
                }
            }
        }
        _ => panic!(
            "result kinds differ: {} vs {}\n{text}",
            got.shape(),
            want.shape()
        ),
    }
}

/// Every element as f64 (complex: real and imaginary parts in turn).
fn values(data: &ArrayData) -> Vec<f64> {
    match data {
        ArrayData::C64(v) => v.iter().flat_map(|c| [c.re as f64, c.im as f64]).collect(),
        ArrayData::C128(v) => v.iter().flat_map(|c| [c.re, c.im]).collect(),
        ArrayData::F16(v) => v.iter().map(|x| x.to_f64()).collect(),
        ArrayData::BF16(v) => v.iter().map(|x| x.to_f64()).collect(),
        ArrayData::F32(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::F64(v) => v.clone(),
        ArrayData::S32(v) => v.iter().map(|&x| x as f64).collect(),
        other => panic!("no tolerance comparison for {}", other.storage_name()),
    }
}

#[path = "library/conv_dot.rs"]
mod conv_dot;
#[path = "library/ops.rs"]
mod ops;
#[path = "library/scatter_rows.rs"]
mod scatter_rows;
#[path = "library/sort_keys.rs"]
mod sort_keys;
#[path = "library/topk_rows.rs"]
mod topk_rows;
