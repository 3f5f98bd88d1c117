//! fusion: HLO text in, checks on which instructions land in which kind of fusion out, with
//! the interpreter run before and after on random inputs; then the whole corpus (after the
//! default pipeline) through the interpreter against XLA's outputs, and the bench modules
//! verified. The corpus and bench tests print how many fusions of each kind were formed.

mod support;

use kiln_eval::conformance::{case_dirs, check_case_with, load_case};
use kiln_eval::Evaluator;
use kiln_hlo::{FusionKind, Module, Opcode, Shape};
use kiln_opt::fusion::Fusion;
use kiln_opt::pipeline::default_pipeline;
use kiln_opt::{Pass, RunOptions};
use std::collections::BTreeMap;
use support::{assert_text, check, parse, run};

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus");
const BENCH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/bench");

/// One fusion instruction: its name, kind, whether it has several outputs, and the names
/// of the instructions its fused computation computes (parameters and tuples left out).
#[derive(Debug)]
struct FusionInfo {
    name: String,
    kind: FusionKind,
    multi_output: bool,
    members: Vec<String>,
}

fn fusions_in(module: &Module, comp_name: &str) -> Vec<FusionInfo> {
    let comp = module
        .find_computation(comp_name)
        .map(|c| module.comp(c))
        .unwrap_or_else(|| panic!("no computation {comp_name}"));
    comp.instructions
        .iter()
        .filter(|i| i.opcode == Opcode::Fusion)
        .map(|i| {
            let calls = i.attrs.calls.as_ref().expect("fusion has calls");
            let body = module.comp(calls[0]);
            FusionInfo {
                name: i.name.clone(),
                kind: i.attrs.fusion_kind.expect("fusion has a kind"),
                multi_output: i.shape.is_tuple(),
                members: body
                    .instructions
                    .iter()
                    .filter(|m| !matches!(m.opcode, Opcode::Parameter | Opcode::Tuple))
                    .map(|m| m.name.clone())
                    .collect(),
            }
        })
        .collect()
}

fn entry_fusions(module: &Module) -> Vec<FusionInfo> {
    fusions_in(module, &module.entry_computation().name)
}

/// The fusions (of the entry) that compute instruction `name`.
fn containing<'a>(fusions: &'a [FusionInfo], name: &str) -> Vec<&'a FusionInfo> {
    fusions
        .iter()
        .filter(|f| f.members.iter().any(|m| m == name))
        .collect()
}

/// The single fusion computing `name`, which must be of `kind`.
fn only_in<'a>(fusions: &'a [FusionInfo], name: &str, kind: FusionKind) -> &'a FusionInfo {
    let found = containing(fusions, name);
    assert_eq!(
        found.len(),
        1,
        "{name} should be in exactly one fusion: {fusions:#?}"
    );
    assert_eq!(found[0].kind, kind, "{name}: {fusions:#?}");
    found[0]
}

fn fuse(text: &str) -> Module {
    let (printed, changes) = check(&Fusion, text);
    assert!(changes > 0, "expected fusions in:\n{printed}");
    parse(&printed)
}

#[test]
fn elementwise_chain_is_one_loop_fusion_with_its_constants() {
    let m = fuse(
        r#"
HloModule m
ENTRY e {
  a = f32[8,16] parameter(0)
  b = f32[8,16] parameter(1)
  c = f32[] constant(2)
  cb = f32[8,16] broadcast(c), dimensions={}
  mul = f32[8,16] multiply(a, cb)
  add = f32[8,16] add(mul, b)
  ROOT neg = f32[8,16] negate(add)
}
"#,
    );
    let fusions = entry_fusions(&m);
    assert_eq!(fusions.len(), 1, "{fusions:#?}");
    for name in ["c", "cb", "mul", "add", "neg"] {
        only_in(&fusions, name, FusionKind::Loop);
    }
    assert!(
        containing(&fusions, "a").is_empty(),
        "parameters are never fused"
    );
    let text = kiln_hlo::print_module(&m);
    assert_text(
        &text,
        &[
            "fused_computation.1 {",
            "param_0 = f32[8,16] parameter(0)",
            "ENTRY e {",
            "ROOT fusion.1 = f32[8,16] fusion(a, b), kind=kLoop, calls=fused_computation.1",
        ],
        &[],
    );
}

/// A chain of 2,500 elementwise steps (an unrolled loop) is cut into fusions whose chains of
/// members are at most 256 deep, each step in exactly one, and still computes the same
/// values: an unbounded fusion made such chains quadratic to compile, and code generation
/// refuses a fused graph deeper than 400 (the whole chain then ran in the interpreter).
#[test]
fn a_very_long_chain_is_cut_into_bounded_fusions() {
    let steps = 2500;
    let mut text = String::from(
        "HloModule m\nENTRY e {\n  x0 = f32[8] parameter(0)\n  y = f32[8] parameter(1)\n",
    );
    for i in 1..=steps {
        let op = ["add", "multiply", "subtract", "maximum"][i % 4];
        text.push_str(&format!("  x{i} = f32[8] {op}(x{}, y)\n", i - 1));
    }
    text.push_str(&format!("  ROOT r = f32[8] negate(x{steps})\n}}\n"));
    let m = fuse(&text);
    let fusions = entry_fusions(&m);
    assert!(fusions.len() >= 10, "{} fusions", fusions.len());
    for f in &fusions {
        // Every member here is one link of the chain, so the count is the depth.
        assert!(
            f.members.len() <= 256,
            "{} has {} members",
            f.name,
            f.members.len()
        );
    }
    for i in 1..=steps {
        assert_eq!(containing(&fusions, &format!("x{i}")).len(), 1, "x{i}");
    }
}

#[test]
fn expensive_producer_with_two_users_is_not_duplicated() {
    let m = fuse(
        r#"
HloModule m
ENTRY e {
  a = f32[64] parameter(0)
  ex = f32[64] exponential(a)
  n = f32[64] negate(ex)
  s = f32[64] sqrt(ex)
  ROOT t = (f32[64], f32[64]) tuple(n, s)
}
"#,
    );
    // Computed once, in one multi-output fusion with both its users (producer-consumer
    // multi-output fusion), not copied into each.
    let fusions = entry_fusions(&m);
    let ex = only_in(&fusions, "ex", FusionKind::Loop);
    assert!(ex.multi_output, "{fusions:#?}");
    assert_eq!(ex.members, ["ex", "n", "s"], "{fusions:#?}");
    assert_eq!(fusions.len(), 1);
}

#[test]
fn cheap_producer_with_two_users_is_duplicated() {
    let m = fuse(
        r#"
HloModule m
ENTRY e {
  a = f32[64] parameter(0)
  c = f32[] constant(3)
  cb = f32[64] broadcast(c), dimensions={}
  scaled = f32[64] multiply(a, cb)
  n = f32[64] negate(scaled)
  ab = f32[64] abs(scaled)
  ROOT t = (f32[64], f32[64]) tuple(n, ab)
}
"#,
    );
    let fusions = entry_fusions(&m);
    assert_eq!(containing(&fusions, "scaled").len(), 2, "{fusions:#?}");
    assert_eq!(fusions.len(), 2, "no standalone copy is left: {fusions:#?}");
}

#[test]
fn producer_reading_two_large_inputs_is_not_duplicated() {
    // A copy in each consumer would read both inputs twice; the sum is computed once, in
    // one multi-output fusion with both its users, and not written at all.
    let m = fuse(
        r#"
HloModule m
ENTRY e {
  a = f32[64] parameter(0)
  b = f32[64] parameter(1)
  sum = f32[64] add(a, b)
  n = f32[64] negate(sum)
  ab = f32[64] abs(sum)
  ROOT t = (f32[64], f32[64]) tuple(n, ab)
}
"#,
    );
    let fusions = entry_fusions(&m);
    let sum = only_in(&fusions, "sum", FusionKind::Loop);
    assert_eq!(sum.members, ["sum", "n", "ab"], "{fusions:#?}");
    assert!(sum.multi_output, "{fusions:#?}");
    assert_eq!(fusions.len(), 1, "{fusions:#?}");
}

#[test]
fn expensive_producer_is_not_fused_into_a_broadcast() {
    let m = fuse(
        r#"
HloModule m
ENTRY e {
  a = f32[16] parameter(0)
  lg = f32[16] log(a)
  ROOT b = f32[16,64] broadcast(lg), dimensions={0}
}
"#,
    );
    let fusions = entry_fusions(&m);
    assert_eq!(only_in(&fusions, "lg", FusionKind::Loop).members, ["lg"]);
    assert_eq!(only_in(&fusions, "b", FusionKind::Loop).members, ["b"]);
}

#[test]
fn reduce_takes_its_producers_and_a_cheap_epilogue() {
    let m = fuse(
        r#"
HloModule m
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  a = f32[32,128] parameter(0)
  sq = f32[32,128] multiply(a, a)
  zero = f32[] constant(0)
  r = f32[32] reduce(sq, zero), dimensions={1}, to_apply=sum
  rs = f32[32,1] reshape(r)
  n = f32[] constant(128)
  nb = f32[32,1] broadcast(n), dimensions={}
  ROOT mean = f32[32,1] divide(rs, nb)
}
"#,
    );
    let fusions = entry_fusions(&m);
    assert_eq!(fusions.len(), 1, "{fusions:#?}");
    for name in ["sq", "zero", "r", "rs", "nb", "mean"] {
        only_in(&fusions, name, FusionKind::Input);
    }
    assert!(
        m.find_computation("sum").is_some(),
        "the reducer stays a computation of its own"
    );
}

#[test]
fn reduce_with_a_complex_reducer_is_left_alone() {
    let text = r#"
HloModule m
sumsq {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  yy = f32[] multiply(y, y)
  ROOT s = f32[] add(x, yy)
}
ENTRY e {
  a = f32[32,128] parameter(0)
  n = f32[32,128] negate(a)
  zero = f32[] constant(0)
  ROOT r = f32[32] reduce(n, zero), dimensions={1}, to_apply=sumsq
}
"#;
    let m = fuse(text);
    let fusions = entry_fusions(&m);
    assert!(containing(&fusions, "r").is_empty(), "{fusions:#?}");
    only_in(&fusions, "n", FusionKind::Loop);
    assert!(fusions_in(&m, "sumsq").is_empty(), "reducers are not fused");
}

#[test]
fn sibling_reductions_share_one_multi_output_fusion() {
    let m = fuse(
        r#"
HloModule m
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  a = f32[32,128] parameter(0)
  zero = f32[] constant(0)
  s1 = f32[32] reduce(a, zero), dimensions={1}, to_apply=sum
  sq = f32[32,128] multiply(a, a)
  s2 = f32[32] reduce(sq, zero), dimensions={1}, to_apply=sum
  m1 = f32[32] multiply(s1, s1)
  ROOT var = f32[32] subtract(s2, m1)
}
"#,
    );
    let fusions = entry_fusions(&m);
    let multi = only_in(&fusions, "s1", FusionKind::Input);
    assert!(multi.multi_output, "{fusions:#?}");
    assert_eq!(only_in(&fusions, "s2", FusionKind::Input).name, multi.name);
    only_in(&fusions, "var", FusionKind::Loop);
    let text = kiln_hlo::print_module(&m);
    assert_text(
        &text,
        &[
            "ROOT tuple = (f32[32], f32[32]) tuple(",
            "(f32[32], f32[32]) fusion(a), kind=kInput",
            "get-tuple-element(",
        ],
        &[],
    );
}

#[test]
fn dependent_reductions_are_not_merged() {
    // The variance reads the mean: one fusion for both would be a cycle.
    let m = fuse(
        r#"
HloModule m
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  a = f32[32,128] parameter(0)
  zero = f32[] constant(0)
  s1 = f32[32] reduce(a, zero), dimensions={1}, to_apply=sum
  mb = f32[32,128] broadcast(s1), dimensions={0}
  d = f32[32,128] subtract(a, mb)
  dd = f32[32,128] multiply(d, d)
  ROOT s2 = f32[32] reduce(dd, zero), dimensions={1}, to_apply=sum
}
"#,
    );
    let fusions = entry_fusions(&m);
    assert!(fusions.iter().all(|f| !f.multi_output), "{fusions:#?}");
    let s1 = only_in(&fusions, "s1", FusionKind::Input);
    let s2 = only_in(&fusions, "s2", FusionKind::Input);
    assert_ne!(s1.name, s2.name);
    for name in ["mb", "d", "dd"] {
        assert_eq!(only_in(&fusions, name, FusionKind::Input).name, s2.name);
    }
}

#[test]
fn dot_with_bias_and_activation_is_an_output_fusion() {
    let m = fuse(
        r#"
HloModule m
ENTRY e {
  x = f32[8,32] parameter(0)
  w = f32[16,32] parameter(1)
  b = f32[16] parameter(2)
  wt = f32[32,16] transpose(w), dimensions={1,0}
  d = f32[8,16] dot(x, wt), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb = f32[8,16] broadcast(b), dimensions={1}
  biased = f32[8,16] add(d, bb)
  zero = f32[] constant(0)
  zb = f32[8,16] broadcast(zero), dimensions={}
  ROOT relu = f32[8,16] maximum(biased, zb)
}
"#,
    );
    let fusions = entry_fusions(&m);
    for name in ["d", "bb", "biased", "zb", "relu"] {
        only_in(&fusions, name, FusionKind::Output);
    }
    // The library reads the dot's operands from buffers: the transpose is its own fusion.
    assert_eq!(only_in(&fusions, "wt", FusionKind::Loop).members, ["wt"]);
}

#[test]
fn output_fusion_sees_through_the_reshape_after_a_canonical_gemm() {
    let m = fuse(
        r#"
HloModule m
ENTRY e {
  x = f32[32,16] parameter(0)
  w = f32[16,8] parameter(1)
  b = f32[8] parameter(2)
  d = f32[32,8] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  r = f32[4,8,8] reshape(d)
  bb = f32[4,8,8] broadcast(b), dimensions={2}
  biased = f32[4,8,8] add(r, bb)
  ROOT act = f32[4,8,8] tanh(biased)
}
"#,
    );
    let fusions = entry_fusions(&m);
    assert_eq!(fusions.len(), 1, "{fusions:#?}");
    for name in ["d", "r", "bb", "biased", "act"] {
        only_in(&fusions, name, FusionKind::Output);
    }
}

#[test]
fn dot_with_a_residual_input_is_not_output_fused() {
    let m = fuse(
        r#"
HloModule m
ENTRY e {
  x = f32[8,32] parameter(0)
  w = f32[32,16] parameter(1)
  r = f32[8,16] parameter(2)
  d = f32[8,16] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT s = f32[8,16] add(d, r)
}
"#,
    );
    let fusions = entry_fusions(&m);
    assert!(containing(&fusions, "d").is_empty(), "{fusions:#?}");
    assert_eq!(only_in(&fusions, "s", FusionKind::Loop).members, ["s"]);
}

#[test]
fn side_effects_control_flow_and_library_calls_stay_outside() {
    let m = fuse(
        r#"
HloModule m
ENTRY e {
  a = f32[16] parameter(0)
  lo = f32[] constant(0)
  hi = f32[] constant(1)
  noise = f32[16] rng(lo, hi), distribution=rng_uniform
  sum = f32[16] add(a, noise)
  cc = f32[16] custom-call(sum), custom_call_target="foo"
  neg = f32[16] negate(cc)
  t = (f32[16], f32[16]) tuple(neg, sum)
  g = f32[16] get-tuple-element(t), index=0
  ROOT out = f32[16] abs(g)
}
"#,
    );
    let fusions = entry_fusions(&m);
    for name in ["noise", "cc", "t", "g", "lo", "hi"] {
        assert!(
            containing(&fusions, name).is_empty(),
            "{name}: {fusions:#?}"
        );
    }
    only_in(&fusions, "sum", FusionKind::Loop);
    only_in(&fusions, "neg", FusionKind::Loop);
    only_in(&fusions, "out", FusionKind::Loop);
}

#[test]
fn loop_bodies_are_fused_and_reducers_are_not() {
    let m = fuse(
        r#"
HloModule m
cond {
  s = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  s = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[8] get-tuple-element(s), index=1
  one = s32[] constant(1)
  i1 = s32[] add(i, one)
  half = f32[] constant(0.5)
  hb = f32[8] broadcast(half), dimensions={}
  y = f32[8] multiply(x, hb)
  z = f32[8] add(y, x)
  ROOT t = (s32[], f32[8]) tuple(i1, z)
}
ENTRY e {
  a = f32[8] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], f32[8]) tuple(zero, a)
  w = (s32[], f32[8]) while(init), condition=cond, body=body
  ROOT r = f32[8] get-tuple-element(w), index=1
}
"#,
    );
    let body = fusions_in(&m, "body");
    only_in(&body, "i1", FusionKind::Loop);
    for name in ["hb", "y", "z"] {
        only_in(&body, name, FusionKind::Loop);
    }
    assert_eq!(
        fusions_in(&m, "cond").len(),
        1,
        "the compare becomes a fusion"
    );
    assert!(entry_fusions(&m).is_empty());
}

#[test]
fn control_edges_keep_instructions_in_place() {
    let m = fuse(
        r#"
HloModule m
ENTRY e {
  a = f32[16] parameter(0)
  n = f32[16] negate(a)
  x = f32[16] abs(a), control-predecessors={n}
  ROOT s = f32[16] add(n, x)
}
"#,
    );
    let fusions = entry_fusions(&m);
    assert!(containing(&fusions, "n").is_empty());
    assert!(containing(&fusions, "x").is_empty());
    only_in(&fusions, "s", FusionKind::Loop);
}

#[test]
fn pure_renames_and_parameters_are_left_as_they_are() {
    let text = r#"
HloModule m
ENTRY e {
  a = f32[4,8] parameter(0)
  ROOT r = f32[32] reshape(a)
}
"#;
    let before = parse(text);
    let (after, changes) = run(&Fusion, &before);
    assert_eq!(changes, 0);
    assert_eq!(after, before);
}

/// A softmax over rows: the exponentials feed the row sums and the division.
const SOFTMAX: &str = r#"
HloModule m
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  a = f32[32,128] parameter(0)
  e = f32[32,128] exponential(a)
  zero = f32[] constant(0)
  r = f32[32] reduce(e, zero), dimensions={1}, to_apply=sum
  rb = f32[32,128] broadcast(r), dimensions={0}
  ROOT d = f32[32,128] divide(e, rb)
}
"#;

#[test]
fn a_second_run_changes_nothing() {
    let text = SOFTMAX;
    let once = fuse(text);
    let (twice, changes) = run(&Fusion, &once);
    assert_eq!(changes, 0);
    assert_eq!(twice, once);
    // The softmax: exp feeds the reduce and the divide; it is computed once.
    let fusions = entry_fusions(&once);
    assert_eq!(only_in(&fusions, "e", FusionKind::Loop).members, ["e"]);
}

/// Fusions per kind, multi-output ones counted apart.
#[derive(Default)]
struct Counts(BTreeMap<String, usize>);

impl Counts {
    fn add(&mut self, module: &Module) {
        for comp in &module.computations {
            for instr in comp
                .instructions
                .iter()
                .filter(|i| i.opcode == Opcode::Fusion)
            {
                let kind = instr.attrs.fusion_kind.map_or("?", |k| k.text());
                let multi = if matches!(instr.shape, Shape::Tuple(_)) {
                    " multi-output"
                } else {
                    ""
                };
                *self.0.entry(format!("{kind}{multi}")).or_default() += 1;
            }
        }
    }

    fn line(&self) -> String {
        let parts: Vec<String> = self.0.iter().map(|(k, n)| format!("{k}: {n}")).collect();
        parts.join(", ")
    }
}

fn optimize_and_fuse(module: &Module) -> Result<Module, kiln_hlo::Error> {
    let options = RunOptions { verify: true };
    let (optimized, _) = default_pipeline().run(module.clone(), &options, &mut |_, _| {})?;
    let (fused, _) = Fusion.run(&optimized)?;
    kiln_hlo::verify_module(&fused)?;
    let (again, changes) = Fusion.run(&fused)?;
    if changes != 0 || again != fused {
        return Err(kiln_hlo::Error::msg(
            "a second fusion run changed the module",
        ));
    }
    let reparsed = kiln_hlo::parse_module(&kiln_hlo::print_module(&fused))?;
    if reparsed != fused {
        return Err(kiln_hlo::Error::msg(
            "the printed module does not parse back the same",
        ));
    }
    Ok(fused)
}

#[test]
fn corpus_passes_after_fusion() {
    if !std::path::Path::new(CORPUS).is_dir() {
        eprintln!("no corpus at {CORPUS}; skipping");
        return;
    }
    let mut counts = Counts::default();
    let mut failed = Vec::new();
    let mut passed = 0;
    for dir in case_dirs(CORPUS).expect("list corpus") {
        let case = load_case(&dir).expect("load case");
        let report = check_case_with(&case, |module, inputs| {
            let fused = optimize_and_fuse(module)?;
            counts.add(&fused);
            Evaluator::new(&fused).run(inputs)
        });
        if report.passed() {
            passed += 1;
        } else {
            println!("{report}");
            failed.push(report.name);
        }
    }
    println!("corpus fusions: {}", counts.line());
    println!("{passed} passed, {} failed", failed.len());
    assert!(failed.is_empty(), "failing cases: {}", failed.join(" "));
}

#[test]
fn bench_modules_fuse_and_verify() {
    let Ok(entries) = std::fs::read_dir(BENCH) else {
        eprintln!("no bench modules at {BENCH}; skipping");
        return;
    };
    let mut paths: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "hlo"))
        .collect();
    paths.sort();
    let mut total = Counts::default();
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("read bench module");
        let module = kiln_hlo::parse_module(&text).expect("parse bench module");
        let fused =
            optimize_and_fuse(&module).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut counts = Counts::default();
        counts.add(&fused);
        total.add(&fused);
        let name = path.file_stem().map(|s| s.to_string_lossy().to_string());
        println!("{}: {}", name.unwrap_or_default(), counts.line());
    }
    println!("bench fusions: {}", total.line());
}

/// A reduction fusion formed first (`r` took `r1` and the broadcast of `e`) stays valid: the
/// exp it reads must not later take the second reduce as its prologue, which would make the
/// fusion's epilogue read another reduction's result. `r2` stays a kInput fusion of its own
/// and `e` a kLoop fusion between the two.
#[test]
fn reduce_is_not_fused_under_a_value_an_earlier_epilogue_reads() {
    let m = fuse(
        r#"
HloModule m

add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT r = f32[] add(x, y)
}

ENTRY main {
  a = f32[4,6,9] parameter(0)
  zero = f32[] constant(0)
  r1 = f32[4,9] reduce(a, zero), dimensions={1}, to_apply=add
  b = f32[4,9] parameter(1)
  r2 = f32[4] reduce(b, zero), dimensions={1}, to_apply=add
  e = f32[4] exponential(r2)
  bc = f32[4,9] broadcast(e), dimensions={0}
  ROOT r = f32[4,9] add(bc, r1)
}
"#,
    );
    let fusions = entry_fusions(&m);
    assert_eq!(fusions.len(), 3, "{fusions:#?}");
    assert_eq!(
        only_in(&fusions, "r2", FusionKind::Input).members,
        ["zero", "r2"]
    );
    assert_eq!(only_in(&fusions, "e", FusionKind::Loop).members, ["e"]);
    let root = only_in(&fusions, "r1", FusionKind::Input);
    assert_eq!(root.members, ["zero", "r1", "bc", "r"]);
    assert_text(
        &kiln_hlo::print_module(&m),
        &[
            "ROOT r2 = f32[4] reduce(param_0, zero), dimensions={1}, to_apply=add",
            "ROOT e = f32[4] exponential(param_0)",
            "bc = f32[4,9] broadcast(param_1), dimensions={0}",
            "ROOT r = f32[4,9] add(bc, r1)",
            "fusion.1 = f32[4] fusion(b), kind=kInput",
            "fusion.2 = f32[4] fusion(fusion.1), kind=kLoop",
            "ROOT fusion.3 = f32[4,9] fusion(a, fusion.2), kind=kInput",
        ],
        &[],
    );
}

#[test]
fn argmax_reduce_takes_its_iota_and_value_producers_but_no_epilogue() {
    // jnp.argmax(-x, axis): the index operand is an iota broadcast to the input's shape;
    // unfused it is written out in full and read back.
    for (dim, iota_dim) in [(0, 0), (1, 1)] {
        let text = format!(
            r#"
HloModule m
argmax {{
  a = f32[] parameter(0)
  ai = s32[] parameter(1)
  b = f32[] parameter(2)
  bi = s32[] parameter(3)
  gt = pred[] compare(a, b), direction=GT
  nan = pred[] compare(a, a), direction=NE
  keep = pred[] or(gt, nan)
  v = f32[] select(keep, a, b)
  eq = pred[] compare(a, b), direction=EQ
  lt = pred[] compare(ai, bi), direction=LT
  tie = pred[] and(eq, lt)
  first = pred[] or(keep, tie)
  i = s32[] select(first, ai, bi)
  ROOT t = (f32[], s32[]) tuple(v, i)
}}
ENTRY e {{
  x = f32[24,40] parameter(0)
  neg = f32[24,40] negate(x)
  io = s32[24,40] iota(), iota_dimension={iota_dim}
  ninf = f32[] constant(-inf)
  zero = s32[] constant(0)
  r = (f32[{out}], s32[{out}]) reduce(neg, io, ninf, zero), dimensions={{{dim}}}, to_apply=argmax
  idx = s32[{out}] get-tuple-element(r), index=1
  ROOT wide = s64[{out}] convert(idx)
}}
"#,
            out = if dim == 0 { 40 } else { 24 },
        );
        let m = fuse(&text);
        let fusions = entry_fusions(&m);
        for name in ["neg", "io", "ninf", "zero", "r"] {
            only_in(&fusions, name, FusionKind::Input);
        }
        let input = only_in(&fusions, "r", FusionKind::Input);
        assert!(!input.members.contains(&"wide".to_string()), "{fusions:#?}");
        assert!(containing(&fusions, "wide")
            .iter()
            .all(|f| f.name != input.name));
    }
}

/// Rounds of a counter-based random number generator (threefry's mix: each round's sum feeds
/// both the next sum and the next xor): every intermediate has two readers, so producer into
/// consumer fusion leaves each materialized; producer-consumer multi-output fusion makes the
/// rounds one loop fusion whose outputs are only the two final words.
#[test]
fn rounds_with_shared_intermediates_become_one_multi_output_loop_fusion() {
    let mut body = String::new();
    let (mut a, mut b) = ("x0".to_string(), "x1".to_string());
    for r in 1..=4 {
        body += &format!(
            "  s{r} = u32[1024] add({a}, {b})\n  l{r} = u32[1024] shift-left({b}, k13)\n  h{r} = u32[1024] shift-right-logical({b}, k19)\n  o{r} = u32[1024] or(l{r}, h{r})\n  t{r} = u32[1024] xor(o{r}, s{r})\n"
        );
        (a, b) = (format!("s{r}"), format!("t{r}"));
    }
    let text = format!(
        "HloModule m
ENTRY e {{
  x0 = u32[1024] parameter(0)
  x1 = u32[1024] parameter(1)
  c13 = u32[] constant(13)
  k13 = u32[1024] broadcast(c13), dimensions={{}}
  c19 = u32[] constant(19)
  k19 = u32[1024] broadcast(c19), dimensions={{}}
{body}  ROOT t = (u32[1024], u32[1024]) tuple({a}, {b})
}}
"
    );
    let m = fuse(&text);
    let fusions = entry_fusions(&m);
    assert_eq!(fusions.len(), 1, "{fusions:#?}");
    assert!(fusions[0].multi_output, "{fusions:#?}");
    let root = m.entry_computation();
    let fusion = root
        .instructions
        .iter()
        .find(|i| i.opcode == Opcode::Fusion)
        .expect("a fusion");
    assert!(
        matches!(&fusion.shape, Shape::Tuple(parts) if parts.len() == 2),
        "only the final words are outputs: {}",
        fusion.shape
    );
}

/// A producer read by its consumer through a broadcast, a transpose or a slice (its elements
/// read at other indices, or several times) does not join it; nor does one whose second
/// path to the consumer runs through another fusion (a cycle); nor one of other dimensions.
#[test]
fn loop_fusions_join_only_elementwise_readers_without_cycles() {
    // The transpose reads `e` at other indices: `e` (expensive, two readers) stays apart.
    let m = fuse(
        r#"
HloModule m
ENTRY e {
  a = f32[16,16] parameter(0)
  e = f32[16,16] exponential(a)
  t = f32[16,16] transpose(e), dimensions={1,0}
  n = f32[16,16] add(t, a)
  s = f32[16,16] sqrt(e)
  ROOT r = (f32[16,16], f32[16,16]) tuple(n, s)
}
"#,
    );
    let fusions = entry_fusions(&m);
    let n = only_in(&fusions, "n", FusionKind::Loop);
    assert!(!n.members.iter().any(|x| x == "e"), "{fusions:#?}");
    // Different dimensions: a row sum's input and the broadcast result are other loop nests.
    let m = fuse(
        r#"
HloModule m
ENTRY e {
  a = f32[16] parameter(0)
  e = f32[16] exponential(a)
  b = f32[4,16] broadcast(e), dimensions={1}
  s = f32[16] sqrt(e)
  ROOT r = (f32[4,16], f32[16]) tuple(b, s)
}
"#,
    );
    let fusions = entry_fusions(&m);
    let b = only_in(&fusions, "b", FusionKind::Loop);
    assert!(!b.members.iter().any(|x| x == "e"), "{fusions:#?}");
    // A second path through a reduction: the softmax's division `d` reads `e` and the row
    // sums of `e`; with `e` inside it, `d`'s fusion would read its own result through the
    // reduction's.
    let fusions = entry_fusions(&fuse(SOFTMAX));
    let d = only_in(&fusions, "d", FusionKind::Loop);
    assert!(!d.members.iter().any(|x| x == "e"), "{fusions:#?}");
}
