//! The f64 paths against the interpreter, 1 and 2 threads, optimized or not:
//! - dots, which run on Kiln's AVX-512 `dgemm` where the CPU has it: odd sizes around its
//!   12 × 16 tiles and cache blocks, transposed operands, batch dimensions, dots with an
//!   elementwise epilogue (an output fusion), a convolution (its GEMM through `matmul`), NaN
//!   and infinities. Every shape here is one `dgemm::suits` takes, so the new path is the one
//!   checked;
//! - elementwise loops with tanh and log1p, tiled (`cpu::tile_f64`, eight lanes per helper
//!   call) where the host has AVX-512: odd sizes around the 256-iteration tile, NaN,
//!   infinities, signed zeros and the functions' branches, within 2 ulp of libm per call.

#![cfg(target_arch = "x86_64")]

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, Literal};
use kiln_runtime::cpu::library::dgemm;
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

/// `text` on `args` agrees with the interpreter on 1 and 2 threads, optimized or not.
fn assert_matches_on(text: &str, args: &[Literal]) {
    assert_close_on(text, args, 1e-12);
}

/// [`assert_matches_on`] with floats within `rtol` (and `rtol` absolute).
fn assert_close_on(text: &str, args: &[Literal], rtol: f64) {
    let module = support::parse(text);
    let want = Evaluator::new(&module)
        .run(args)
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{text}"));
    for (optimize, threads) in [(true, 1), (false, 1), (true, 2), (false, 2)] {
        let options = CompileOptions { optimize, threads };
        let exe = CpuExecutable::compile(&module, &options)
            .unwrap_or_else(|e| panic!("compile: {e}\n{text}"));
        let got = exe
            .execute(args)
            .unwrap_or_else(|e| panic!("execute: {e}\n{text}"));
        if let Err(e) = support::close(&got, &want, rtol, rtol) {
            panic!("optimize={optimize} threads={threads}: {e}\n{text}");
        }
    }
}

fn dot(m: usize, k: usize, n: usize, lhs_transposed: bool, rhs_transposed: bool) -> String {
    let (lhs, lc) = if lhs_transposed {
        (format!("f64[{k},{m}]"), 0)
    } else {
        (format!("f64[{m},{k}]"), 1)
    };
    let (rhs, rc) = if rhs_transposed {
        (format!("f64[{n},{k}]"), 1)
    } else {
        (format!("f64[{k},{n}]"), 0)
    };
    format!(
        "HloModule m\nENTRY e {{\n  a = {lhs} parameter(0)\n  b = {rhs} parameter(1)\n  ROOT d = f64[{m},{n}] dot(a, b), lhs_contracting_dims={{{lc}}}, rhs_contracting_dims={{{rc}}}\n}}"
    )
}

#[test]
fn products_around_the_tiles_and_blocks_match_the_interpreter() {
    let mut seed = 1;
    for (m, k, n) in [
        (2, 8, 9),
        (11, 13, 17),
        (12, 16, 16),
        (13, 257, 33),
        (64, 256, 256),
        (97, 300, 385),
        (200, 40, 70),
    ] {
        assert!(dgemm::suits(m, n, k));
        for (lt, rt) in [(false, false), (true, false), (false, true), (true, true)] {
            let text = dot(m, k, n, lt, rt);
            let args = support::random_args(&support::parse(&text), seed);
            assert_matches_on(&text, &args);
            seed += 1;
        }
    }
}

#[test]
fn batched_and_fused_products_match_the_interpreter() {
    let batched = "HloModule m\nENTRY e {\n  a = f64[5,30,40] parameter(0)\n  b = f64[5,40,25] parameter(1)\n  ROOT d = f64[5,30,25] dot(a, b), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}\n}";
    // scan_rnn_f64's step: the dot, plus an input, through tanh (an output fusion).
    let fused = "HloModule m\nENTRY e {\n  h = f64[64,256] parameter(0)\n  w = f64[256,256] parameter(1)\n  x = f64[64,256] parameter(2)\n  d = f64[64,256] dot(h, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}\n  s = f64[64,256] add(d, x)\n  ROOT t = f64[64,256] tanh(s)\n}";
    // A convolution as implicit GEMM: 3x3 over 12x12 images of 20 features into 24.
    let conv = "HloModule m\nENTRY e {\n  x = f64[2,12,12,20] parameter(0)\n  w = f64[3,3,20,24] parameter(1)\n  ROOT c = f64[2,10,10,24] convolution(x, w), window={size=3x3}, dim_labels=b01f_01io->b01f\n}";
    for (i, text) in [batched, fused, conv].into_iter().enumerate() {
        let args = support::random_args(&support::parse(text), 10 + i as u64);
        assert_matches_on(text, &args);
    }
}

#[test]
fn nan_and_infinities_propagate_like_the_interpreter() {
    let text = dot(40, 70, 50, false, false);
    let mut args = support::random_args(&support::parse(&text), 6);
    for (arg, first, step, value) in [
        (0, 5, 301, f64::NAN),
        (0, 77, 419, f64::INFINITY),
        (1, 31, 557, f64::NEG_INFINITY),
    ] {
        let Literal::Array(a) = &mut args[arg] else {
            panic!("array argument")
        };
        let ArrayData::F64(v) = &mut a.data else {
            panic!("f64 argument")
        };
        v.iter_mut()
            .skip(first)
            .step_by(step)
            .for_each(|x| *x = value);
    }
    assert_matches_on(&text, &args);
}

#[test]
fn tanh_and_log1p_loops_match_the_interpreter() {
    for n in [1, 7, 255, 256, 257, 1000, 4099] {
        // tanh(x + y) with every kind of special value among the inputs, a chain with two
        // tanh sites and a value computed before them, and log1p(x).
        let text = format!(
            "HloModule m\nENTRY e {{\n  x = f64[{n}] parameter(0)\n  y = f64[{n}] parameter(1)\n  s = f64[{n}] add(x, y)\n  t = f64[{n}] tanh(s)\n  u = f64[{n}] tanh(x)\n  m = f64[{n}] multiply(t, u)\n  l = f64[{n}] log-plus-one(x)\n  ROOT r = (f64[{n}], f64[{n}], f64[{n}]) tuple(t, m, l)\n}}"
        );
        let mut args = support::random_args(&support::parse(&text), n as u64);
        let specials = [
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            0.0,
            -0.0,
            0.625,
            -0.6,
            3.0,
            -21.0,
            1e-200,
            -1.0,
            -3.0,
            -0.999,
            0.5,
        ];
        let Literal::Array(a) = &mut args[0] else {
            panic!("array argument")
        };
        let ArrayData::F64(v) = &mut a.data else {
            panic!("f64 argument")
        };
        for (x, s) in v.iter_mut().step_by(3).zip(specials.iter().cycle()) {
            *x = *s;
        }
        assert_close_on(&text, &args, 1e-15);
    }
}
