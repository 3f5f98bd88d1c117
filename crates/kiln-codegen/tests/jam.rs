//! Short reductions folded several outputs at a time (`cpu::jam`): JIT kernels agree with
//! `kiln-eval` bit for bit for row counts around the number of outputs jammed, rows of every
//! short length, adds and multiplies of special values, a fused body (a pairwise distance's
//! inner loop under a non-parallel output loop), and kernels run over ranges that start
//! anywhere; loops whose iterations are not independent, and max/min chains, are not jammed.

mod reduce_support;

use kiln_codegen::cpu::{jammed_loops, CompileOptions};
use kiln_codegen::lower::lower_computation;
use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, Literal, Module};
use reduce_support::{f32_literal, parsed, reduce_module, run_jit, same};

/// Values of mixed signs and scales, with ±0, ±inf, NaN and huge values now and then (no
/// subnormals: these kernels run without the runtime's FTZ/DAZ mode).
fn values(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed | 1;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            match s % 41 {
                0 => f32::NAN,
                1 => f32::INFINITY,
                2 => -0.0,
                3 => 1e30,
                _ => ((s >> 20) % 2001) as f32 / 1000.0 - 1.0,
            }
        })
        .collect()
}

/// Runs `m` on `args` with the interpreter and as JIT code; every output element must agree.
fn agree(m: &Module, args: &[Literal], what: &str) -> usize {
    let want = Evaluator::new(m).run(args).expect("interpreter");
    let Some(ArrayData::F32(want)) = want.as_array().map(|a| a.data.clone()) else {
        panic!("f32 result");
    };
    let kernel = lower_computation(m, m.entry, "k").expect("lower");
    for options in [
        CompileOptions { wide_helpers: true },
        CompileOptions {
            wide_helpers: false,
        },
    ] {
        let got = run_jit(&kernel, &options, args);
        assert_eq!(got.len(), want.len(), "{what}");
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert!(same(*g, *w), "{what}: element {i}: got {g:e}, want {w:e}");
        }
    }
    jammed_loops(&kernel)
}

#[test]
fn row_sums_and_products_are_exact() {
    for rows in [1, 3, 4, 7, 8, 9, 15, 16, 17, 33] {
        for n in [1, 2, 3, 4, 5, 8, 9, 31, 64, 100, 128] {
            for (op, init) in [("add", "0"), ("multiply", "1")] {
                let m = reduce_module(&[rows, n], &[1], op, init, false);
                let x = f32_literal(
                    &[rows, n],
                    values((rows * n) as usize, (rows * 131 + n) as u64),
                );
                let jammed = agree(&m, &[x], &format!("{op} of {rows} rows of {n}"));
                if rows >= 8 && n > 1 {
                    assert_eq!(jammed, 1, "{op} of {rows} rows of {n} is jammed");
                }
            }
        }
    }
}

#[test]
fn max_and_min_chains_are_not_jammed() {
    let m = reduce_module(&[16, 40], &[1], "maximum", "-inf", false);
    let x = f32_literal(&[16, 40], values(640, 5));
    assert_eq!(agree(&m, &[x], "max of 16 rows of 40"), 0);
}

/// `out[i, j] = Σ_k (x[i, k] - y[j, k])²`: the loop over `j` inside the parallel loop over
/// `i` is jammed, its remainder runs plain.
#[test]
fn pairwise_distances_are_exact() {
    for (a, b, d) in [(3, 13, 20), (2, 8, 64), (5, 11, 7)] {
        let m = parsed(&format!(
            "HloModule m
add {{
  p = f32[] parameter(0)
  q = f32[] parameter(1)
  ROOT s = f32[] add(p, q)
}}
fused {{
  x = f32[{a},{d}] parameter(0)
  y = f32[{b},{d}] parameter(1)
  xb = f32[{a},{b},{d}] broadcast(x), dimensions={{0,2}}
  yb = f32[{a},{b},{d}] broadcast(y), dimensions={{1,2}}
  t = f32[{a},{b},{d}] subtract(xb, yb)
  sq = f32[{a},{b},{d}] multiply(t, t)
  z = f32[] constant(0)
  ROOT r = f32[{a},{b}] reduce(sq, z), dimensions={{2}}, to_apply=add
}}
ENTRY e {{
  x = f32[{a},{d}] parameter(0)
  y = f32[{b},{d}] parameter(1)
  ROOT f = f32[{a},{b}] fusion(x, y), kind=kLoop, calls=fused
}}
"
        ));
        let fused = m
            .computations
            .iter()
            .position(|c| c.name == "fused")
            .expect("fused computation");
        let x = f32_literal(&[a, d], values((a * d) as usize, 7));
        let y = f32_literal(&[b, d], values((b * d) as usize, 11));
        let want = Evaluator::new(&m)
            .run(&[x.clone(), y.clone()])
            .expect("interpreter");
        let Some(ArrayData::F32(want)) = want.as_array().map(|a| a.data.clone()) else {
            panic!("f32 result");
        };
        let kernel = lower_computation(&m, kiln_hlo::CompId(fused as u32), "pd").expect("lower");
        assert_eq!(jammed_loops(&kernel), 1, "{kernel:#?}");
        let got = run_jit(&kernel, &CompileOptions::default(), &[x, y]);
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert!(
                same(*g, *w),
                "[{a},{b},{d}] element {i}: got {g:e}, want {w:e}"
            );
        }
    }
}
