//! Convolutions on the implicit-GEMM path (`library/conv/direct.rs`: f32, more than 16
//! output features per group) against the reference interpreter: random ranks, sizes,
//! strides, padding (negative too), window and input dilation, reversal, feature and batch
//! groups, kernel layouts, feature-major inputs and results in other orders (copied to and
//! from `[batch, spatial.., feature]`), 1 or 2 threads, plus neighbours that take the im2col
//! path (input dilation along the last dimension). Only the summation order differs from the
//! interpreter, so results agree within a tight relative tolerance.

use kiln_hlo::{parse_module, ArrayData, ArrayLiteral, Literal, Module};
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

    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }

    fn coin(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// Parses `text`, setting the root's shape to the inferred one.
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

/// f32 inputs on a 1/512 grid in [-2, 2).
fn inputs(m: &Module, rng: &mut Rng) -> Vec<Literal> {
    let comp = m.entry_computation();
    comp.parameters
        .iter()
        .map(|&p| {
            let shape = comp.instr(p).shape.as_array().expect("array parameter");
            let n: i64 = shape.dims.iter().product();
            let data = (0..n)
                .map(|_| (rng.next() % 2048) as f32 / 512.0 - 2.0)
                .collect();
            let lit = ArrayLiteral::new(shape.ty, shape.dims.clone(), ArrayData::F32(data));
            Literal::Array(lit.expect("literal"))
        })
        .collect()
}

/// Runs `text` on the CPU backend and the interpreter and compares the results.
fn check(text: &str, threads: usize, rng: &mut Rng) {
    let m = module(text);
    let args = inputs(&m, rng);
    let want = kiln_eval::Evaluator::new(&m)
        .run(&args)
        .unwrap_or_else(|e| panic!("interpreter: {e}\n{text}"));
    let options = CompileOptions {
        optimize: true,
        threads,
    };
    let exe =
        CpuExecutable::compile(&m, &options).unwrap_or_else(|e| panic!("compile: {e}\n{text}"));
    let stats = exe.stats();
    assert!(stats.fallbacks.is_empty(), "fallbacks\n{text}");
    assert!(stats.library_calls > 0, "no library call\n{text}");
    let got = exe
        .execute(&args)
        .unwrap_or_else(|e| panic!("cpu: {e}\n{text}"));
    let (Literal::Array(g), Literal::Array(w)) = (&got, &want) else {
        panic!("not arrays\n{text}");
    };
    assert_eq!(g.dims, w.dims, "{text}");
    let (ArrayData::F32(g), ArrayData::F32(w)) = (&g.data, &w.data) else {
        panic!("not f32\n{text}");
    };
    for (i, (&a, &b)) in g.iter().zip(w).enumerate() {
        let ok = (a - b).abs() <= 1e-5 * (1.0 + b.abs());
        assert!(ok, "element {i}: cpu {a}, interp {b}\n{text}");
    }
}

/// One window dimension: (input size, kernel size, attributes).
struct Dim {
    input: i64,
    size: i64,
    stride: i64,
    pad: (i64, i64),
    lhs_dilate: i64,
    rhs_dilate: i64,
    reversal: bool,
}

impl Dim {
    fn output(&self) -> i64 {
        let dilated_in = (self.input - 1) * self.lhs_dilate + 1;
        let padded = dilated_in + self.pad.0 + self.pad.1;
        let window = (self.size - 1) * self.rhs_dilate + 1;
        if padded < window {
            0
        } else {
            (padded - window) / self.stride + 1
        }
    }
}

/// A random convolution whose last output dimension has at least 4 elements.
fn random_conv(rng: &mut Rng, rank: usize, last_lhs_dilate: bool, feature_major: bool) -> String {
    let dims: Vec<Dim> = (0..rank)
        .map(|d| {
            let last = d + 1 == rank;
            loop {
                let max_stride = if rng.coin(70) { 1 } else { 3 };
                let dim = Dim {
                    input: rng.range(if last { 4 } else { 1 }, if last { 30 } else { 7 }),
                    size: rng.range(1, 4),
                    stride: rng.range(1, max_stride),
                    pad: (rng.range(-1, 3), rng.range(-1, 3)),
                    lhs_dilate: if last && !last_lhs_dilate {
                        1
                    } else {
                        rng.range(1, 2)
                    },
                    rhs_dilate: rng.range(1, 2),
                    reversal: rng.coin(25),
                };
                let enough = if last { 4 } else { 1 };
                if dim.output() >= enough {
                    break dim;
                }
            }
        })
        .collect();
    let groups = rng.range(1, 3);
    let batch_groups = groups > 1 && rng.coin(40);
    let group_in = rng.range(1, 24);
    let per_group = rng.range(17, 48);
    let batch_out = rng.range(1, 2);
    let (batch_in, features_in) = if batch_groups {
        (batch_out * groups, group_in)
    } else {
        (batch_out, group_in * groups)
    };
    let spatial: String = (0..rank).map(|d| d.to_string()).collect();
    let join = |f: &dyn Fn(&Dim) -> String| dims.iter().map(f).collect::<Vec<_>>().join("x");
    let sizes = |v: Vec<i64>| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let in_spatial: Vec<i64> = dims.iter().map(|d| d.input).collect();
    let (x_dims, x_labels) = if feature_major {
        (
            [vec![batch_in, features_in], in_spatial].concat(),
            format!("bf{spatial}"),
        )
    } else {
        (
            [vec![batch_in], in_spatial, vec![features_in]].concat(),
            format!("b{spatial}f"),
        )
    };
    let k_spatial: Vec<i64> = dims.iter().map(|d| d.size).collect();
    let out_features = per_group * groups;
    let (k_dims, k_labels) = match rng.range(0, 2) {
        0 => (
            [k_spatial, vec![group_in, out_features]].concat(),
            format!("{spatial}io"),
        ),
        1 => (
            [vec![out_features, group_in], k_spatial].concat(),
            format!("oi{spatial}"),
        ),
        _ => (
            [vec![group_in], k_spatial, vec![out_features]].concat(),
            format!("i{spatial}o"),
        ),
    };
    let window = format!(
        "size={} stride={} pad={} lhs_dilate={} rhs_dilate={} rhs_reversal={}",
        join(&|d| d.size.to_string()),
        join(&|d| d.stride.to_string()),
        join(&|d| format!("{}_{}", d.pad.0, d.pad.1)),
        join(&|d| d.lhs_dilate.to_string()),
        join(&|d| d.rhs_dilate.to_string()),
        join(&|d| u8::from(d.reversal).to_string()),
    );
    let out_labels = match rng.range(0, 3) {
        0 | 1 => format!("b{spatial}f"),
        2 => format!("bf{spatial}"),
        _ => format!("f{spatial}b"),
    };
    let group_attr = match (groups, batch_groups) {
        (1, _) => String::new(),
        (g, true) => format!(", batch_group_count={g}"),
        (g, false) => format!(", feature_group_count={g}"),
    };
    format!(
        "HloModule m\nENTRY e {{\n  x = f32[{}] parameter(0)\n  k = f32[{}] parameter(1)\n  \
         ROOT c = f32[0] convolution(x, k), window={{{window}}}, \
         dim_labels={x_labels}_{k_labels}->{out_labels}{group_attr}\n}}",
        sizes(x_dims),
        sizes(k_dims),
    )
}

#[test]
fn implicit_gemm_random_2d() {
    let mut rng = Rng(11);
    for case in 0..40 {
        let text = random_conv(&mut rng, 2, false, false);
        check(&text, 1 + case % 2, &mut rng);
    }
}

#[test]
fn implicit_gemm_random_1d_and_3d() {
    let mut rng = Rng(12);
    for case in 0..24 {
        let rank = if case % 2 == 0 { 1 } else { 3 };
        let text = random_conv(&mut rng, rank, false, false);
        check(&text, 1 + case / 2 % 2, &mut rng);
    }
}

#[test]
fn feature_major_inputs_and_last_dimension_input_dilation() {
    // Input dilation along the last dimension takes the im2col path; feature-major inputs
    // are copied into feature-minor order for the implicit GEMM.
    let mut rng = Rng(13);
    for case in 0..16 {
        let text = random_conv(&mut rng, 2, case % 2 == 0, case % 2 == 1);
        check(&text, 1 + case % 2, &mut rng);
    }
}

#[test]
fn implicit_gemm_resnet_like_and_edges() {
    // Full 12-row tiles and a remainder, 64 channels, pad 1 (edge taps on both sides of
    // every line), stride 2, a 1×1 kernel, and padding wider than the window (rows without
    // any valid tap).
    let cases = [
        ("f32[2,9,29,64]", "f32[3,3,64,40]", "size=3x3 pad=1_1x1_1"),
        (
            "f32[1,11,27,32]",
            "f32[3,3,32,33]",
            "size=3x3 stride=2x2 pad=1_1x1_1",
        ),
        ("f32[2,5,26,48]", "f32[1,1,48,64]", "size=1x1"),
        ("f32[1,3,6,20]", "f32[2,2,20,18]", "size=2x2 pad=0_0x4_5"),
        (
            "f32[1,4,5,17]",
            "f32[3,3,17,20]",
            "size=3x3 pad=2_2x3_3 rhs_dilate=1x3",
        ),
    ];
    let mut rng = Rng(14);
    for (x, k, window) in cases {
        let text = format!(
            "HloModule m\nENTRY e {{\n  x = {x} parameter(0)\n  k = {k} parameter(1)\n  \
             ROOT c = f32[0] convolution(x, k), window={{{window}}}, \
             dim_labels=b01f_01io->b01f\n}}"
        );
        for threads in [1, 2] {
            check(&text, threads, &mut rng);
        }
    }
}

#[test]
fn implicit_gemm_nchw_in_and_out() {
    let text = "HloModule m\nENTRY e {\n  x = f32[2,24,7,30] parameter(0)\n  \
                k = f32[40,24,3,3] parameter(1)\n  ROOT c = f32[0] convolution(x, k), \
                window={size=3x3 pad=1_1x1_1}, dim_labels=bf01_oi01->bf01\n}";
    let mut rng = Rng(15);
    for threads in [1, 2] {
        check(text, threads, &mut rng);
    }
}
