//! Differential test of the CPU backend against the interpreter: random modules (kiln-opt's
//! generator, both its passes mix and its fusion mix) and a fixed list of fusion-friendly
//! patterns (softmax, layer norm, dot epilogues, sibling reductions, type and index chains
//! over odd shapes) are compiled with and without the optimization pipeline, run on random
//! inputs, and compared with `kiln_eval`.
//!
//! Integers and pred must match exactly, floats within a tolerance for the type: the JIT's
//! vector math is a few ulp from the interpreter's libm, and the interpreter contracts
//! single-use multiply→add into FMA and flushes denormals as XLA:CPU does. NaNs must be in
//! the same places. Graphs of ops the JIT supports must compile without interpreter
//! fallbacks ([`expect_compiled`]).
//!
//! The proptest seed is fixed so the suite is deterministic; `PROPTEST_RNG_SEED` and
//! `PROPTEST_CASES` explore further.

#[path = "../../kiln-opt/tests/random_graph_gen/mod.rs"]
mod random_graph_gen;
#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, Literal, Module, Opcode, PrimitiveType};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;
use proptest::prelude::*;
use proptest::test_runner::RngSeed;
use random_graph_gen::{fixed_patterns, Builder, Flavor};

/// Ops whose JIT code is an approximation of the interpreter's libm call.
fn is_transcendental(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Exp | Expm1
            | Log
            | Log1p
            | Logistic
            | Tanh
            | Sine
            | Cosine
            | Tan
            | Atan2
            | Power
            | Rsqrt
            | Cbrt
            | Erf
    )
}

/// Relative and absolute tolerance for float outputs.
#[derive(Clone, Copy, Debug)]
struct Tolerance {
    rtol: f64,
    atol: f64,
}

/// Whether floats may legitimately differ by more than rounding: transcendental functions,
/// and sums (dots, reductions) that the JIT may add up in another order.
fn is_approximate(op: Opcode) -> bool {
    is_transcendental(op) || matches!(op, Opcode::Dot | Opcode::Reduce)
}

/// The tolerance for every float output of `module`: set by its least precise float type
/// anywhere (an f64 output may have been computed in f32 or bf16) and by whether any of its
/// ops is approximate.
fn tolerance(module: &Module) -> Tolerance {
    let instructions = || module.computations.iter().flat_map(|c| &c.instructions);
    let approximate = instructions().any(|i| is_approximate(i.opcode));
    let has = |ty| instructions().any(|i| i.shape.as_array().is_some_and(|a| a.ty == ty));
    let (rtol, atol) = if has(PrimitiveType::BF16) {
        (2e-2, 1e-2)
    } else if has(PrimitiveType::F32) {
        if approximate {
            (1e-4, 1e-4)
        } else {
            (1e-6, 1e-6)
        }
    } else if approximate {
        (1e-9, 1e-10)
    } else {
        (1e-12, 1e-12)
    };
    Tolerance { rtol, atol }
}

/// The first difference between `got` and `want`, named by its output path.
fn compare(got: &Literal, want: &Literal, t: Tolerance, path: &str) -> Result<(), String> {
    match (got, want) {
        (Literal::Tuple(g), Literal::Tuple(w)) if g.len() == w.len() => {
            for (i, (g, w)) in g.iter().zip(w).enumerate() {
                compare(g, w, t, &format!("{path}.{i}"))?;
            }
            Ok(())
        }
        _ => support::close(got, want, t.rtol, t.atol).map_err(|e| format!("output {path}: {e}")),
    }
}

/// Random inputs: support's (small integers, two-decimal floats) with full-precision noise
/// added to f32 and f64 values, so that sums and products do not land exactly on the ties
/// of floor, round or a comparison, where a last-bit difference would flip the result.
fn random_inputs(module: &Module, seed: u64) -> Vec<Literal> {
    let mut rng = support::Rng::new(seed ^ 0x6a69_7474);
    let mut args = support::random_args(module, seed);
    for arg in &mut args {
        jitter(arg, &mut rng);
    }
    args
}

fn jitter(lit: &mut Literal, rng: &mut support::Rng) {
    let mut noise = || (rng.next() >> 11) as f64 / (1u64 << 53) as f64 * 0.01;
    match lit {
        Literal::Tuple(elems) => elems.iter_mut().for_each(|e| jitter(e, rng)),
        Literal::Array(a) => match &mut a.data {
            ArrayData::F32(v) => v.iter_mut().for_each(|x| *x += noise() as f32),
            ArrayData::F64(v) => v.iter_mut().for_each(|x| *x += noise()),
            _ => {}
        },
        Literal::Token => {}
    }
}

/// Whether the JIT is expected to compile `op` rather than fall back to the interpreter.
fn jit_supports(op: Opcode) -> bool {
    use Opcode::*;
    op.is_elementwise()
        || matches!(
            op,
            Parameter
                | Constant
                | Tuple
                | GetTupleElement
                | Broadcast
                | Reshape
                | Transpose
                | Slice
                | Concatenate
                | Pad
                | Reverse
                | Iota
                | DynamicSlice
                | DynamicUpdateSlice
        )
}

/// The reducer of `reduce` is one add, maximum or minimum of its parameters.
fn is_simple_reducer(module: &Module, instr: &kiln_hlo::Instruction) -> bool {
    let Some(comp) = instr.attrs.to_apply.map(|c| module.comp(c)) else {
        return false;
    };
    let root = comp.root_instr();
    matches!(root.opcode, Opcode::Add | Opcode::Maximum | Opcode::Minimum)
        && comp.instructions.len() == 3
}

/// An instruction (or, for a fusion, every instruction it fuses) the JIT should compile:
/// elementwise and index ops, add/max/min reductions, and f32 dots.
fn expect_compiled(module: &Module, instr: &kiln_hlo::Instruction) -> bool {
    match instr.opcode {
        Opcode::Fusion => instr.attrs.calls.iter().flatten().all(|&c| {
            module
                .comp(c)
                .instructions
                .iter()
                .all(|i| expect_compiled(module, i))
        }),
        Opcode::Reduce => is_simple_reducer(module, instr),
        Opcode::Dot => instr
            .shape
            .as_array()
            .is_some_and(|a| a.ty == PrimitiveType::F32),
        op => jit_supports(op),
    }
}

/// Fallbacks of `exe` for instructions the JIT should have compiled.
fn unexpected_fallbacks(exe: &CpuExecutable) -> Vec<String> {
    let module = exe.module();
    exe.stats()
        .fallbacks
        .iter()
        .filter(|f| {
            module
                .computations
                .iter()
                .flat_map(|c| &c.instructions)
                .find(|i| i.name == f.instruction)
                .is_some_and(|i| expect_compiled(module, i))
        })
        .map(|f| format!("{} ({}): {}", f.instruction, f.opcode, f.reason))
        .collect()
}

const CONFIGS: [CompileOptions; 2] = [
    CompileOptions {
        optimize: true,
        threads: 1,
    },
    CompileOptions {
        optimize: false,
        threads: 2,
    },
];

/// Compiles `text` under each configuration, runs it on random inputs from `seed`, and
/// compares with the interpreter.
fn check_module(text: &str, seed: u64) -> Result<(), String> {
    let module = kiln_hlo::parse_module(text)
        .map_err(|e| format!("generated text does not parse: {e}\n{text}"))?;
    kiln_hlo::verify_module(&module)
        .map_err(|e| format!("generated module does not verify: {e}\n{text}"))?;
    let args = random_inputs(&module, seed);
    let Ok(want) = Evaluator::new(&module).run(&args) else {
        return Ok(()); // an op the interpreter cannot run: nothing to compare
    };
    let tolerance = tolerance(&module);
    for options in &CONFIGS {
        let context = |what: String, exe: Option<&CpuExecutable>| {
            let compiled = exe.map(|e| format!("\ncompiled:\n{}", e.module()));
            format!(
                "{options:?}: {what}\nmodule:\n{text}{}",
                compiled.unwrap_or_default()
            )
        };
        let exe = CpuExecutable::compile(&module, options)
            .map_err(|e| context(format!("compile fails: {e}"), None))?;
        let got = exe
            .execute(&args)
            .map_err(|e| context(format!("execute fails: {e}"), Some(&exe)))?;
        compare(&got, &want, tolerance, "")
            .map_err(|e| context(format!("differs from the interpreter: {e}"), Some(&exe)))?;
        let unexpected = unexpected_fallbacks(&exe);
        if !unexpected.is_empty() {
            return Err(context(
                format!(
                    "falls back to the interpreter:\n  {}",
                    unexpected.join("\n  ")
                ),
                Some(&exe),
            ));
        }
    }
    Ok(())
}

/// Proptest's configuration with a fixed seed unless `PROPTEST_RNG_SEED` says otherwise.
fn config(cases: u32) -> ProptestConfig {
    let default = ProptestConfig::default();
    let rng_seed = match default.rng_seed {
        RngSeed::Random => RngSeed::Fixed(0x4b69_6c6e),
        fixed => fixed,
    };
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(cases);
    ProptestConfig {
        cases,
        rng_seed,
        failure_persistence: None,
        ..default
    }
}

proptest! {
    #![proptest_config(config(96))]

    #[test]
    fn fusion_mix_matches_the_interpreter(words in prop::collection::vec(any::<u32>(), 16..400)) {
        let text = Builder::with_flavor(&words, Flavor::Fusion).module();
        check_module(&text, words.len() as u64).map_err(TestCaseError::fail)?;
    }
}

proptest! {
    #![proptest_config(config(32))]

    #[test]
    fn passes_mix_matches_the_interpreter(words in prop::collection::vec(any::<u32>(), 16..320)) {
        let text = Builder::new(&words).module();
        check_module(&text, words.len() as u64).map_err(TestCaseError::fail)?;
    }
}

#[test]
fn fixed_patterns_match_the_interpreter() {
    let patterns = fixed_patterns();
    let failures: Vec<String> = patterns
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            check_module(&p.module(), i as u64)
                .err()
                .map(|e| format!("{p:?}: {e}"))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} patterns failed:\n\n{}",
        failures.len(),
        patterns.len(),
        failures.join("\n\n")
    );
}

/// The fusion mix itself: a spread of fixed seeds all produce modules that verify.
#[test]
fn fusion_mix_modules_verify() {
    let mut rng = support::Rng::new(7);
    for _ in 0..200 {
        let words: Vec<u32> = (0..160).map(|_| rng.next() as u32).collect();
        let text = Builder::with_flavor(&words, Flavor::Fusion).module();
        let module = kiln_hlo::parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        kiln_hlo::verify_module(&module).unwrap_or_else(|e| panic!("{e}\n{text}"));
    }
}

/// Not part of the suite (`--ignored`): `KILN_SURVEY_CASES` random modules (default 1000,
/// two thirds of the fusion mix) from `KILN_SURVEY_SEED`, printing every failure rather than
/// shrinking the first, then how many modules the interpreter could not run and what fell
/// back, by opcode and reason.
#[test]
#[ignore]
fn survey() {
    let env = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(default)
    };
    let cases = env("KILN_SURVEY_CASES", 1000);
    let mut rng = support::Rng::new(env("KILN_SURVEY_SEED", 1));
    let (mut failures, mut not_interpreted, mut kernels) = (0, 0, 0);
    let mut fallbacks: std::collections::BTreeMap<String, usize> = Default::default();
    for case in 0..cases {
        let len = 16 + rng.int(0, 380) as usize;
        let words: Vec<u32> = (0..len).map(|_| rng.next() as u32).collect();
        let flavor = if case % 3 == 2 {
            Flavor::Passes
        } else {
            Flavor::Fusion
        };
        let text = Builder::with_flavor(&words, flavor).module();
        if let Err(e) = check_module(&text, case) {
            failures += 1;
            println!("=== case {case} ({flavor:?}) ===\n{e}\n");
        }
        let module = kiln_hlo::parse_module(&text).expect("generated modules parse");
        if Evaluator::new(&module)
            .run(&random_inputs(&module, case))
            .is_err()
        {
            not_interpreted += 1;
        }
        if let Ok(exe) = CpuExecutable::compile(&module, &CONFIGS[1]) {
            kernels += exe.stats().kernels;
            for f in &exe.stats().fallbacks {
                *fallbacks
                    .entry(format!("{}: {}", f.opcode, f.reason))
                    .or_default() += 1;
            }
        }
    }
    println!("{failures} of {cases} cases failed; the interpreter could not run {not_interpreted}");
    println!("{kernels} kernels; fallbacks:");
    for (what, n) in &fallbacks {
        println!("{n:6}  {what}");
    }
}
