//! Dots of bf16 and f16 (and of those mixed with f32) that Kiln's AVX-512 GEMM reads in place,
//! widening the operands as it packs them and rounding its f32 sums into the result once,
//! against the interpreter (bf16 × bf16 on AVX512_BF16's pair products where the CPU has
//! them): odd sizes around the GEMM's tiles (12 × 32) and K slices (256),
//! transposed operands, batch dimensions anywhere, NaN and infinities, 1 and 2 threads.
//! That these dots take the in-place path is checked next to the planner
//! (`library::dot_other`'s tests, which plan the same kinds of dots).

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, Literal};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

/// The module of one dot of `lhs` and `rhs` into `out` with dimension numbers `dims`.
fn dot(lhs: &str, rhs: &str, out: &str, dims: &str) -> String {
    format!(
        "HloModule m\nENTRY e {{\n  a = {lhs} parameter(0)\n  b = {rhs} parameter(1)\n  ROOT d = {out} dot(a, b), {dims}\n}}"
    )
}

/// Absolute and relative tolerance of a result type: f32 sums in another order, then (bf16,
/// f16) one rounding that may land one place apart.
fn tolerance(out: &str) -> f64 {
    match &out[..out.find('[').unwrap_or(out.len())] {
        "bf16" => 1e-2,
        "f16" => 2e-3,
        _ => 1e-4,
    }
}

/// `text` on `args` agrees with the interpreter, optimized or not, on 1 and 2 threads.
fn assert_matches_on(text: &str, args: &[Literal], tol: f64) {
    let module = support::parse(text);
    let want = Evaluator::new(&module)
        .run(args)
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{text}"));
    for (optimize, threads) in [(true, 1), (false, 1), (true, 2), (false, 2)] {
        let options = CompileOptions { optimize, threads };
        let exe = CpuExecutable::compile(&module, &options)
            .unwrap_or_else(|e| panic!("compile: {e}\n{text}"));
        assert!(exe.stats().fallbacks.is_empty(), "fallbacks\n{text}");
        let got = exe
            .execute(args)
            .unwrap_or_else(|e| panic!("execute: {e}\n{text}"));
        if let Err(e) = support::close(&got, &want, tol, tol) {
            panic!("optimize={optimize} threads={threads}: {e}\n{text}");
        }
    }
}

fn assert_matches(text: &str, tol: f64) {
    let args = support::random_args(&support::parse(text), 5);
    assert_matches_on(text, &args, tol);
}

const MATMUL: &str = "lhs_contracting_dims={1}, rhs_contracting_dims={0}";

#[test]
fn matmuls_of_every_type_pair_at_odd_sizes() {
    let types = [
        ("bf16", "bf16", "bf16"),
        ("f16", "f16", "f16"),
        ("bf16", "bf16", "f32"),
        ("f16", "f16", "f32"),
        ("bf16", "f32", "f32"),
        ("f32", "f16", "f32"),
        ("f16", "bf16", "f32"),
    ];
    for (m, k, n) in [
        (1, 1, 1),
        (13, 17, 33),
        (2, 300, 5),
        (25, 40, 70),
        (97, 257, 31),
    ] {
        for (l, r, o) in types {
            let text = dot(
                &format!("{l}[{m},{k}]"),
                &format!("{r}[{k},{n}]"),
                &format!("{o}[{m},{n}]"),
                MATMUL,
            );
            assert_matches(&text, tolerance(o));
        }
    }
}

#[test]
fn transposed_operands_and_batch_dimensions_anywhere() {
    let cases = [
        // [K, M] x [N, K]: both operands transposed.
        (
            "bf16[37,29]",
            "bf16[45,37]",
            "bf16[29,45]",
            "lhs_contracting_dims={0}, rhs_contracting_dims={1}",
        ),
        // Attention's scores: Q · Kᵀ over [b, h, s, d] heads.
        (
            "bf16[2,3,40,16]",
            "bf16[2,3,35,16]",
            "bf16[2,3,40,35]",
            "lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,1}, rhs_contracting_dims={3}",
        ),
        // Attention's output: P · V.
        (
            "bf16[2,3,40,35]",
            "bf16[2,3,35,16]",
            "bf16[2,3,40,16]",
            "lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,1}, rhs_contracting_dims={2}",
        ),
        // Batch dimensions last and paired in another order.
        (
            "f16[7,3,11,5]",
            "f16[5,11,9,3]",
            "f16[5,3,7,9]",
            "lhs_batch_dims={3,1}, lhs_contracting_dims={2}, rhs_batch_dims={0,3}, rhs_contracting_dims={1}",
        ),
        // Many small products, fewer rows than a tile.
        (
            "bf16[64,5,24]",
            "bf16[64,24,16]",
            "f32[64,5,16]",
            "lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}",
        ),
        // B with neither unit row nor unit column stride (its batch dimension last).
        (
            "bf16[3,9,20]",
            "bf16[14,20,3]",
            "bf16[3,9,14]",
            "lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={2}, rhs_contracting_dims={1}",
        ),
        // Empty depth: zeros.
        ("bf16[3,0]", "bf16[0,4]", "bf16[3,4]", MATMUL),
    ];
    for (l, r, o, dims) in cases {
        assert_matches(&dot(l, r, o, dims), tolerance(o));
    }
}

#[test]
fn large_products_split_over_threads_and_k_slices() {
    for (l, r, o) in [
        ("bf16[300,600]", "bf16[600,130]", "bf16[300,130]"),
        // B in several column blocks of the bf16 pair kernel.
        ("bf16[130,600]", "bf16[600,300]", "bf16[130,300]"),
        // Deeper than the pair kernel takes: widened, in K slices.
        ("bf16[40,1100]", "bf16[1100,50]", "bf16[40,50]"),
        ("f16[130,520]", "f16[520,300]", "f32[130,300]"),
    ] {
        assert_matches(&dot(l, r, o, MATMUL), tolerance(o));
    }
}

/// Arguments of `text` on a grid of eighths in [-2, 2): products are multiples of 1/64 below
/// 4, so f32 sums of fewer than 2^16 of them are exact in any order and the results must
/// be rounded exactly as the interpreter rounds them.
fn grid_args(text: &str, seed: u64) -> Vec<Literal> {
    let mut rng = support::Rng::new(seed);
    let module = support::parse(text);
    let shapes = module.entry_computation().program_shape().parameters;
    let grid = |n: usize, rng: &mut support::Rng| -> Vec<f32> {
        (0..n).map(|_| rng.int(-16, 15) as f32 / 8.0).collect()
    };
    shapes
        .iter()
        .map(|shape| {
            let a = shape.as_array().expect("array parameter");
            let n = a.element_count() as usize;
            let data = match a.ty {
                kiln_hlo::PrimitiveType::BF16 => ArrayData::BF16(
                    grid(n, &mut rng)
                        .into_iter()
                        .map(half::bf16::from_f32)
                        .collect(),
                ),
                kiln_hlo::PrimitiveType::F16 => ArrayData::F16(
                    grid(n, &mut rng)
                        .into_iter()
                        .map(half::f16::from_f32)
                        .collect(),
                ),
                kiln_hlo::PrimitiveType::F32 => ArrayData::F32(grid(n, &mut rng)),
                t => panic!("no grid data for {t}"),
            };
            Literal::Array(kiln_hlo::ArrayLiteral::new(a.ty, a.dims.clone(), data).unwrap())
        })
        .collect()
}

#[test]
fn exact_sums_round_to_the_interpreters_bits() {
    let depth_major = "lhs_contracting_dims={0}, rhs_contracting_dims={1}";
    for (l, r, o, dims) in [
        ("bf16[37,300]", "bf16[300,45]", "bf16[37,45]", MATMUL),
        ("f16[37,300]", "f16[300,45]", "f16[37,45]", MATMUL),
        ("bf16[300,37]", "f16[45,300]", "f32[37,45]", depth_major),
        ("bf16[13,700]", "bf16[700,70]", "bf16[13,70]", MATMUL),
    ] {
        let text = dot(l, r, o, dims);
        assert_matches_on(&text, &grid_args(&text, 4), 0.0);
    }
}

/// Sets every `step`-th element (from `first`) of a bf16 or f16 argument to `value`.
fn poke(arg: &mut Literal, first: usize, step: usize, value: f32) {
    let Literal::Array(a) = arg else {
        panic!("array argument")
    };
    match &mut a.data {
        ArrayData::BF16(v) => v
            .iter_mut()
            .skip(first)
            .step_by(step)
            .for_each(|x| *x = half::bf16::from_f32(value)),
        ArrayData::F16(v) => v
            .iter_mut()
            .skip(first)
            .step_by(step)
            .for_each(|x| *x = half::f16::from_f32(value)),
        other => panic!("no half data: {}", other.storage_name()),
    }
}

#[test]
fn nan_and_infinities_reach_the_same_results() {
    for ty in ["bf16", "f16"] {
        let text = dot(
            &format!("{ty}[29,41]"),
            &format!("{ty}[41,35]"),
            &format!("{ty}[29,35]"),
            MATMUL,
        );
        let mut args = support::random_args(&support::parse(&text), 9);
        poke(&mut args[0], 3, 97, f32::NAN);
        poke(&mut args[0], 50, 211, f32::INFINITY);
        poke(&mut args[1], 7, 301, f32::NEG_INFINITY);
        assert_matches_on(&text, &args, tolerance(ty));
        // Subnormals of each type (f16 ones are normal f32 values, which widening keeps;
        // products with bf16 ones read as zero under the backend's denormals-are-zero mode,
        // as their products' tiny sums do in the interpreter).
        let mut args = support::random_args(&support::parse(&text), 10);
        poke(&mut args[1], 11, 17, if ty == "f16" { 3e-6 } else { 1e-39 });
        poke(
            &mut args[0],
            5,
            13,
            if ty == "f16" { -5e-7 } else { -3e-39 },
        );
        assert_matches_on(&text, &args, tolerance(ty));
    }
    // Sums that overflow the result type become infinities there.
    let text = dot("f16[4,64]", "f16[64,3]", "f16[4,3]", MATMUL);
    let mut args = support::random_args(&support::parse(&text), 3);
    poke(&mut args[0], 0, 1, 60000.0);
    poke(&mut args[1], 0, 1, 2.0);
    assert_matches_on(&text, &args, tolerance("f16"));
}
