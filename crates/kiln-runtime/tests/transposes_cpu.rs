//! Transposes through the CPU backend against the interpreter: random ranks, extents (block
//! multiples and not), permutations, element types (32-bit ones take the AVX-512 transposing
//! copy where the host has it, others the inline loops) and result layouts, on one, two and
//! three threads (the parallel loop's ranges become partial copies), with and without the
//! optimization pipeline; and transposes with an elementwise producer or consumer fused in,
//! which are not plain copies.

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

fn dims_text(dims: &[i64]) -> String {
    let v: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    v.join(",")
}

fn list(xs: &[usize]) -> String {
    let v: Vec<String> = xs.iter().map(|d| d.to_string()).collect();
    v.join(",")
}

/// `transpose(x)` with `perm`, the result in layout `minor_to_major`.
fn transpose(ty: &str, dims: &[i64], perm: &[usize], minor_to_major: &[usize]) -> String {
    let out: Vec<i64> = perm.iter().map(|&p| dims[p]).collect();
    let rank = dims.len();
    let row_major: Vec<usize> = (0..rank).rev().collect();
    let (d, o, p) = (dims_text(dims), dims_text(&out), list(perm));
    let (l_in, l_out) = (list(&row_major), list(minor_to_major));
    format!(
        "HloModule m, entry_computation_layout={{({ty}[{d}]{{{l_in}}})->{ty}[{o}]{{{l_out}}}}}
ENTRY e {{
  x = {ty}[{d}]{{{l_in}}} parameter(0)
  ROOT t = {ty}[{o}]{{{l_out}}} transpose(x), dimensions={{{p}}}
}}
"
    )
}

fn assert_matches_interpreter(text: &str) {
    let module = support::parse(text);
    let args = support::random_args(&module, 11);
    let want = Evaluator::new(&module)
        .run(&args)
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{text}"));
    for (optimize, threads) in [(true, 1), (true, 2), (false, 3)] {
        let options = CompileOptions { optimize, threads };
        let exe = CpuExecutable::compile(&module, &options)
            .unwrap_or_else(|e| panic!("compile fails: {e}\n{text}"));
        let fallbacks = &exe.stats().fallbacks;
        assert!(fallbacks.is_empty(), "fallbacks {fallbacks:?}\n{text}");
        let got = exe
            .execute(&args)
            .unwrap_or_else(|e| panic!("execute fails: {e}\n{text}"));
        if let Err(e) = support::close(&got, &want, 0.0, 0.0) {
            panic!("optimize={optimize} threads={threads}: {e}\n{text}");
        }
    }
}

fn shuffle(xs: &mut [usize], rng: &mut support::Rng) {
    for i in (1..xs.len()).rev() {
        let j = rng.int(0, i as i64) as usize;
        xs.swap(i, j);
    }
}

#[test]
fn random_transposes_match_the_interpreter() {
    let mut rng = support::Rng::new(0x7a45);
    let types = ["f32", "s32", "u32", "f32", "f16", "s8", "f64", "pred"];
    for _ in 0..60 {
        let rank = rng.int(2, 4) as usize;
        let dims: Vec<i64> = (0..rank)
            .map(|_| match rng.int(0, 3) {
                0 => 32 * rng.int(1, 3),
                1 => 16 * rng.int(1, 4),
                _ => rng.int(1, 70),
            })
            .collect();
        let mut perm: Vec<usize> = (0..rank).collect();
        shuffle(&mut perm, &mut rng);
        let mut layout: Vec<usize> = (0..rank).rev().collect();
        if rng.int(0, 1) == 0 {
            shuffle(&mut layout, &mut rng);
        }
        let ty = types[rng.int(0, types.len() as i64 - 1) as usize];
        assert_matches_interpreter(&transpose(ty, &dims, &perm, &layout));
    }
}

#[test]
fn cube_transposes_into_other_layouts() {
    // The benchmark's shape of problem, smaller: [c, a, b] -> [a, b, c] stored as
    // minor_to_major {0, 2, 1}, with extents that tile and that do not.
    for dims in [[64i64, 64, 64], [40, 37, 70]] {
        assert_matches_interpreter(&transpose("f32", &dims, &[2, 0, 1], &[0, 2, 1]));
        assert_matches_interpreter(&transpose("s32", &dims, &[1, 2, 0], &[2, 1, 0]));
    }
}

#[test]
fn transposes_with_fused_producers_and_consumers() {
    let hlo = "HloModule m
ENTRY e {
  x = f32[48,80] parameter(0)
  n = f32[48,80] negate(x)
  t = f32[80,48] transpose(n), dimensions={1,0}
  y = f32[80,48] parameter(1)
  ROOT o = f32[80,48] multiply(t, y)
}
";
    assert_matches_interpreter(hlo);
    let hlo = "HloModule m
ENTRY e {
  x = s32[33,64,40] parameter(0)
  t = s32[40,33,64] transpose(x), dimensions={2,0,1}
  c = f32[40,33,64] convert(t)
  ROOT o = f32[40,33,64] abs(c)
}
";
    assert_matches_interpreter(hlo);
}
