//! The CPU backend against the interpreter, bit for bit, on loops cut into pieces at
//! concatenate and pad boundaries (`kiln_codegen::lower` pieces): concatenates of slices
//! along the last, a middle and the leading dimension, `jnp.roll`, reversed operands, low,
//! high, negative and interior padding, the rotary embedding of LLMs in f32, bf16 and f16,
//! and a row reduction of a concatenate feeding its own epilogue; and vector loops that read
//! reversed (step -1). Inputs hold NaN, ±inf,
//! -0 and subnormals; odd extents leave vector remainders. Each module runs with and
//! without the optimization pipeline, on one and two threads, with no interpreter fallback.

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_codegen::kir::{Kernel, Stmt};
use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, Literal};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

/// Random arguments with every seventh float replaced by a special value.
fn args_with_specials(module: &kiln_hlo::Module) -> Vec<Literal> {
    let specials = [
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        -0.0,
        1e-310,
        -1e-40,
    ];
    let mut args = support::random_args(module, 11);
    for arg in &mut args {
        let Literal::Array(a) = arg else { continue };
        let pick = |i: usize| (i % 7 == 3).then(|| specials[(i / 7) % specials.len()]);
        match &mut a.data {
            ArrayData::F32(v) => (0..v.len()).for_each(|i| {
                if let Some(s) = pick(i) {
                    v[i] = s as f32;
                }
            }),
            ArrayData::F64(v) => (0..v.len()).for_each(|i| {
                if let Some(s) = pick(i) {
                    v[i] = s;
                }
            }),
            ArrayData::BF16(v) => (0..v.len()).for_each(|i| {
                if let Some(s) = pick(i) {
                    v[i] = half::bf16::from_f64(s);
                }
            }),
            ArrayData::F16(v) => (0..v.len()).for_each(|i| {
                if let Some(s) = pick(i) {
                    v[i] = half::f16::from_f64(s);
                }
            }),
            _ => {}
        }
    }
    args
}

/// Every element's bits (NaNs as one NaN), so that -0 and +0 differ.
fn bits(l: &Literal) -> Vec<u64> {
    match l {
        Literal::Array(a) => support::as_f64(&a.data)
            .iter()
            .map(|x| if x.is_nan() { u64::MAX } else { x.to_bits() })
            .collect(),
        Literal::Tuple(t) => t.iter().flat_map(bits).collect(),
        Literal::Token => Vec::new(),
    }
}

/// `text` compiles without fallbacks and matches the interpreter bit for bit.
fn assert_exact(text: &str) {
    let module = support::parse(text);
    let args = args_with_specials(&module);
    let want = Evaluator::new(&module)
        .run(&args)
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{text}"));
    for (optimize, threads) in [(true, 1), (false, 1), (true, 2), (false, 2)] {
        let options = CompileOptions { optimize, threads };
        let exe = CpuExecutable::compile(&module, &options)
            .unwrap_or_else(|e| panic!("optimize={optimize}: compile fails: {e}\n{text}"));
        let fallbacks = &exe.stats().fallbacks;
        assert!(fallbacks.is_empty(), "fallbacks {fallbacks:?}\n{text}");
        let got = exe.execute(&args).expect("runs");
        let (g, w) = (bits(&got), bits(&want));
        if let Some(k) = (0..w.len()).find(|&k| g.get(k) != w.get(k)) {
            panic!(
                "optimize={optimize} threads={threads}: element {k} differs ({:?} vs {:?})\n{text}",
                g.get(k).map(|b| f64::from_bits(*b)),
                f64::from_bits(w[k])
            );
        }
    }
}

/// The entry computation's kernel (its root and everything it reads, one fusion).
fn kernel(text: &str) -> Kernel {
    let module = support::parse(text);
    kiln_codegen::lower::lower_computation(&module, module.entry, "test").expect("lowers")
}

/// The (extent, vector width) of every innermost loop.
fn innermost_loops(k: &Kernel) -> Vec<(i64, u8)> {
    fn walk(stmts: &[Stmt], out: &mut Vec<(i64, u8)>) {
        for s in stmts {
            if let Stmt::Loop {
                extent,
                body,
                vector_width,
                ..
            } = s
            {
                if body.iter().any(|b| matches!(b, Stmt::Loop { .. })) {
                    walk(body, out);
                } else {
                    out.push((*extent, *vector_width));
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(&k.body, &mut out);
    out
}

#[test]
fn concatenated_slices_along_the_last_dimension() {
    for ty in ["f32", "bf16", "f64", "s8", "s32"] {
        let text = format!(
            "HloModule m\nENTRY e {{\n  a = {ty}[67,41] parameter(0)\n  b = {ty}[67,41] parameter(1)\n  s = {ty}[67,13] slice(a), slice={{[0:67], [0:13]}}\n  t = {ty}[67,28] slice(b), slice={{[0:67], [13:41]}}\n  u = {ty}[67,19] slice(a), slice={{[0:67], [9:28]}}\n  ROOT r = {ty}[67,60] concatenate(s, t, u), dimensions={{1}}\n}}\n"
        );
        assert_exact(&text);
        assert_eq!(
            innermost_loops(&kernel(&text)),
            vec![(13, 4), (28, 4), (19, 4)]
        );
    }
}

#[test]
fn roll_flip_and_reversed_operands() {
    // jnp.roll(x, 7, 1) + jnp.flip(x, 0).
    let roll = "HloModule m\nENTRY e {\n  x = f32[66,45] parameter(0)\n  a = f32[66,7] slice(x), slice={[0:66], [38:45]}\n  b = f32[66,38] slice(x), slice={[0:66], [0:38]}\n  c = f32[66,45] concatenate(a, b), dimensions={1}\n  f = f32[66,45] reverse(x), dimensions={0}\n  ROOT r = f32[66,45] add(c, f)\n}\n";
    assert_exact(roll);
    assert_eq!(innermost_loops(&kernel(roll)), vec![(7, 4), (38, 4)]);
    // Reversed along the cut dimension: the cuts come from decreasing indices.
    let reversed = "HloModule m\nENTRY e {\n  x = f32[65,23] parameter(0)\n  y = f32[65,10] parameter(1)\n  c = f32[65,33] concatenate(x, y), dimensions={1}\n  ROOT r = f32[65,33] reverse(c), dimensions={1}\n}\n";
    assert_exact(reversed);
    assert_eq!(innermost_loops(&kernel(reversed)).len(), 2);
    // jnp.roll along both dimensions.
    assert_exact("HloModule m\nENTRY e {\n  x = bf16[70,30] parameter(0)\n  a = bf16[5,30] slice(x), slice={[65:70], [0:30]}\n  b = bf16[65,30] slice(x), slice={[0:65], [0:30]}\n  c = bf16[70,30] concatenate(a, b), dimensions={0}\n  d = bf16[70,9] slice(c), slice={[0:70], [21:30]}\n  e = bf16[70,21] slice(c), slice={[0:70], [0:21]}\n  ROOT r = bf16[70,30] concatenate(d, e), dimensions={1}\n}\n");
}

#[test]
fn concatenates_along_middle_and_leading_dimensions() {
    for ty in ["f32", "s16", "f16"] {
        let mid = format!(
            "HloModule m\nENTRY e {{\n  a = {ty}[64,5,9] parameter(0)\n  b = {ty}[64,3,9] parameter(1)\n  ROOT r = {ty}[64,11,9] concatenate(b, a, b), dimensions={{1}}\n}}\n"
        );
        assert_exact(&mid);
        assert_eq!(innermost_loops(&kernel(&mid)), vec![(9, 4); 3]);
        assert_exact(&format!(
            "HloModule m\nENTRY e {{\n  a = {ty}[40,19] parameter(0)\n  b = {ty}[31,19] parameter(1)\n  ROOT r = {ty}[111,19] concatenate(a, b, a), dimensions={{0}}\n}}\n"
        ));
    }
}

#[test]
fn pads_low_high_negative_and_interior() {
    for (ty, from, to, padding) in [
        ("f32", "[66,19]", "[66,30]", "0_0x5_6"),
        ("f32", "[66,19]", "[66,18]", "0_0x-2_1"),
        ("f64", "[66,19]", "[74,21]", "3_5x1_1"),
        ("bf16", "[66,19]", "[66,44]", "0_0x2_5_1"),
        ("s8", "[66,19]", "[128,16]", "-2_-1_1x-3_0"),
        ("f16", "[66,1]", "[66,9]", "0_0x4_4"),
    ] {
        let text = format!(
            "HloModule m\nENTRY e {{\n  a = {ty}{from} parameter(0)\n  v = {ty}[] parameter(1)\n  ROOT r = {ty}{to} pad(a, v), padding={padding}\n}}\n"
        );
        assert_exact(&text);
    }
    let text = "HloModule m\nENTRY e {\n  a = f32[66,19] parameter(0)\n  v = f32[] parameter(1)\n  ROOT r = f32[66,30] pad(a, v), padding=0_0x5_6\n}\n";
    assert_eq!(
        innermost_loops(&kernel(text)),
        vec![(5, 4), (19, 4), (6, 4)]
    );
}

#[test]
fn rotary_embeddings() {
    for ty in ["f32", "bf16", "f16"] {
        let text = format!(
            "HloModule m\nENTRY e {{\n  x = {ty}[2,3,11,18] parameter(0)\n  c = {ty}[11,18] parameter(1)\n  s = {ty}[11,18] parameter(2)\n  cb = {ty}[2,3,11,18] broadcast(c), dimensions={{2,3}}\n  sb = {ty}[2,3,11,18] broadcast(s), dimensions={{2,3}}\n  x1 = {ty}[2,3,11,9] slice(x), slice={{[0:2], [0:3], [0:11], [0:9]}}\n  x2 = {ty}[2,3,11,9] slice(x), slice={{[0:2], [0:3], [0:11], [9:18]}}\n  n = {ty}[2,3,11,9] negate(x2)\n  k = {ty}[2,3,11,18] concatenate(n, x1), dimensions={{3}}\n  p = {ty}[2,3,11,18] multiply(x, cb)\n  q = {ty}[2,3,11,18] multiply(k, sb)\n  ROOT r = {ty}[2,3,11,18] add(p, q)\n}}\n"
        );
        assert_exact(&text);
        assert_eq!(innermost_loops(&kernel(&text)), vec![(9, 4), (9, 4)]);
    }
}

#[test]
fn row_reduction_of_a_concatenate_feeds_its_epilogue() {
    let text = "HloModule m\nadd {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  ROOT r = f32[] add(a, b)\n}\nENTRY e {\n  x = f32[65,21] parameter(0)\n  y = f32[65,14] parameter(1)\n  c = f32[65,35] concatenate(y, x), dimensions={1}\n  z = f32[] constant(0)\n  s = f32[65] reduce(c, z), dimensions={1}, to_apply=add\n  b = f32[65,35] broadcast(s), dimensions={0}\n  ROOT r = f32[65,35] subtract(c, b)\n}\n";
    assert_exact(text);
}

#[test]
fn reversed_loads_and_strided_slices() {
    for ty in ["f32", "bf16", "f16", "s32"] {
        let reverse = format!(
            "HloModule m\nENTRY e {{\n  x = {ty}[66,45] parameter(0)\n  y = {ty}[66,45] parameter(1)\n  r = {ty}[66,45] reverse(x), dimensions={{1}}\n  ROOT a = {ty}[66,45] add(r, y)\n}}\n"
        );
        assert_exact(&reverse);
        assert_eq!(innermost_loops(&kernel(&reverse)), vec![(45, 4)]);
        // Interleaved halves (x[..., ::2], x[..., 1::2]), scalar loops.
        let strided = format!(
            "HloModule m\nENTRY e {{\n  x = {ty}[66,46] parameter(0)\n  a = {ty}[66,23] slice(x), slice={{[0:66], [0:46:2]}}\n  b = {ty}[66,23] slice(x), slice={{[0:66], [1:46:2]}}\n  ROOT m = {ty}[66,23] multiply(a, b)\n}}\n"
        );
        assert_exact(&strided);
    }
    // Pred lanes, reversed and strided, choosing between two reversed operands.
    assert_exact("HloModule m\nENTRY e {\n  p = pred[65,38] parameter(0)\n  x = f32[65,19] parameter(1)\n  y = f32[65,19] parameter(2)\n  q = pred[65,19] slice(p), slice={[0:65], [1:38:2]}\n  r = pred[65,19] reverse(q), dimensions={1}\n  ROOT s = f32[65,19] select(r, x, y)\n}\n");
    // Reversed along both dimensions, and a stride of 3 (still lane by lane).
    assert_exact("HloModule m\nENTRY e {\n  x = f32[66,45] parameter(0)\n  ROOT r = f32[66,45] reverse(x), dimensions={0,1}\n}\n");
    assert_exact("HloModule m\nENTRY e {\n  x = f32[66,45] parameter(0)\n  ROOT r = f32[66,15] slice(x), slice={[0:66], [0:45:3]}\n}\n");
}

#[test]
fn concatenated_vectors_of_raveled_operands() {
    for ty in ["f32", "bf16", "s32"] {
        let text = format!(
            "HloModule m\nENTRY e {{\n  a = {ty}[33,31] parameter(0)\n  b = {ty}[17,9] parameter(1)\n  c = {ty}[301] parameter(2)\n  ra = {ty}[1023] reshape(a)\n  rb = {ty}[153] reshape(b)\n  nb = {ty}[153] negate(rb)\n  ROOT o = {ty}[1477] concatenate(ra, nb, c), dimensions={{0}}\n}}\n"
        );
        assert_exact(&text);
        assert_eq!(
            innermost_loops(&kernel(&text)),
            vec![(1023, 4), (153, 4), (301, 4)]
        );
    }
}

/// Whether any expression of `k` is a select.
fn has_select(k: &Kernel) -> bool {
    use kiln_codegen::kir::Expr;
    fn expr(e: &Expr) -> bool {
        matches!(e, Expr::Select(..)) || e.operands().any(expr)
    }
    fn stmts(body: &[Stmt]) -> bool {
        body.iter().any(|s| match s {
            Stmt::Loop { body, .. } => stmts(body),
            Stmt::Assign { value, .. } => expr(value),
            Stmt::Store { index, value, .. } => expr(index) || expr(value),
        })
    }
    stmts(&k.body)
}

/// A concatenate of many pieces along the leading dimension, as the gradient of a stacked
/// parameter read as `w[i]` in an unrolled loop is after `algsimp` (each piece `g_i + 0`):
/// more pieces than the emitter unswitches, so the parallel loop is cut too and each piece
/// is a plain loop (each element chose its operand through a chain of 100 selects, 93 ns per
/// element). Also with a gap of pad values between pieces, and few pieces (kept parallel,
/// the emitter unswitches them).
#[test]
fn many_pieces_along_the_leading_dimension() {
    for (ty, n) in [("f32", 100), ("bf16", 9), ("s32", 5)] {
        let mut text = format!("HloModule m\nENTRY e {{\n  z = {ty}[] constant(0)\n");
        let mut names = Vec::new();
        for i in 0..n {
            text.push_str(&format!(
                "  g{i} = {ty}[1,6,7] parameter({i})\n  b{i} = {ty}[1,6,7] broadcast(z), dimensions={{}}\n  a{i} = {ty}[1,6,7] add(g{i}, b{i})\n"
            ));
            names.push(format!("a{i}"));
        }
        text.push_str(&format!(
            "  ROOT r = {ty}[{n},6,7] concatenate({}), dimensions={{0}}\n}}\n",
            names.join(", ")
        ));
        assert_exact(&text);
        let k = kernel(&text);
        assert!(!has_select(&k), "{ty}[{n}]: selects left");
        assert_eq!(innermost_loops(&k).len(), n, "{ty}[{n}]");
    }
    // Three pieces: the parallel loop stays (its conditions are unswitched).
    let text = "HloModule m\nENTRY e {\n  a = f32[40,6,7] parameter(0)\n  b = f32[31,6,7] parameter(1)\n  ROOT r = f32[111,6,7] concatenate(a, b, a), dimensions={0}\n}\n";
    assert_exact(text);
    assert!(kernel(text)
        .body
        .iter()
        .any(|s| matches!(s, Stmt::Loop { parallel: true, .. })));
}
