//! Property test: random well-typed modules (elementwise ops, broadcast, reshape, transpose,
//! slice, concatenate, reduce, dot, select, compare, convert, iota, constants, tuples, calls,
//! counted while loops and conditionals over f32, f64, bf16, s32 and pred) must verify, and
//! the optimization pipelines must keep the interpreter's results.
//!
//! The generator ([`random_graph_gen`], shared with kiln-runtime's `random_graphs_cpu`) reads
//! a case's random words as choices, so proptest shrinks a failure to a short program. Floats
//! are compared within a tight per-type tolerance, integers and pred exactly. The interpreter's XLA:CPU-style FMA contraction is turned off
//! (`KILN_NO_FMA`): a rewrite that changes which multiplies feed which adds legitimately
//! moves the last bit, and that is not what this test looks for.

mod random_graph_gen;
mod support;

use kiln_eval::Evaluator;
use kiln_hlo::{Literal, Module};
use kiln_opt::pass::{Pipeline, RunOptions};
use proptest::prelude::*;
use random_graph_gen::Builder;
use support::close;

/// Per-type tolerance: floats within a few units in the last place of their format.
fn same_results(got: &Literal, want: &Literal) -> Result<(), String> {
    match (got, want) {
        (Literal::Tuple(g), Literal::Tuple(w)) if g.len() == w.len() => {
            g.iter().zip(w).enumerate().try_for_each(|(i, (g, w))| {
                same_results(g, w).map_err(|e| format!("output {i}: {e}"))
            })
        }
        (Literal::Array(a), _) => {
            let tolerance = match a.ty {
                kiln_hlo::PrimitiveType::BF16 => 2e-2,
                kiln_hlo::PrimitiveType::F64 => 1e-12,
                _ => 1e-5,
            };
            close(got, want, tolerance, tolerance)
        }
        _ => close(got, want, 0.0, 0.0),
    }
}

fn local_pipeline() -> Pipeline {
    use kiln_opt::*;
    // All the passes of this helper's issue, CSE and DCE, to a fixed point.
    let passes: Vec<Box<dyn Pass>> = vec![
        Box::new(inline_calls::InlineCalls),
        Box::new(constant_folding::ConstantFolding),
        Box::new(tuple_simplify::TupleSimplify),
        Box::new(conditional_simplify::ConditionalSimplify),
        Box::new(while_simplify::WhileSimplify),
        Box::new(while_licm::WhileLicm),
        Box::new(cse::Cse),
        Box::new(dce::Dce),
    ];
    Pipeline {
        steps: vec![Step::FixedPoint {
            name: "local",
            steps: passes.into_iter().map(Step::Pass).collect(),
            max_iterations: 6,
        }],
    }
}

fn optimize(pipeline: &Pipeline, module: &Module) -> Result<Module, String> {
    let options = RunOptions { verify: true };
    pipeline
        .run(module.clone(), &options, &mut |_, _| {})
        .map(|(m, _)| m)
        .map_err(|e| e.to_string())
}

fn check_words(words: &[u32]) -> Result<(), TestCaseError> {
    let text = Builder::new(words).module();
    let module = kiln_hlo::parse_module(&text)
        .map_err(|e| TestCaseError::fail(format!("generated text does not parse: {e}\n{text}")))?;
    kiln_hlo::verify_module(&module).map_err(|e| {
        TestCaseError::fail(format!("generated module does not verify: {e}\n{text}"))
    })?;
    let args = support::random_args(&module, words.len() as u64);
    let Ok(want) = Evaluator::new(&module).run(&args) else {
        return Ok(()); // an op the interpreter cannot run yet: nothing to compare
    };
    let pipelines = [
        ("default", kiln_opt::pipeline::default_pipeline()),
        ("local", local_pipeline()),
    ];
    for (name, pipeline) in &pipelines {
        let optimized = optimize(pipeline, &module)
            .map_err(|e| TestCaseError::fail(format!("{name} pipeline: {e}\n{text}")))?;
        let got = Evaluator::new(&optimized).run(&args).map_err(|e| {
            TestCaseError::fail(format!(
                "{name} pipeline: the result fails: {e}\n{optimized}"
            ))
        })?;
        same_results(&got, &want).map_err(|e| {
            TestCaseError::fail(format!(
                "{name} pipeline changed the results: {e}\nbefore:\n{text}\nafter:\n{optimized}"
            ))
        })?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 64,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn optimization_keeps_results(words in prop::collection::vec(any::<u32>(), 16..320)) {
        std::env::set_var("KILN_NO_FMA", "1");
        check_words(&words)?;
    }
}

/// The generator itself: a spread of fixed seeds all produce modules that verify.
#[test]
fn generated_modules_verify() {
    let mut rng = support::Rng::new(7);
    for _ in 0..200 {
        let words: Vec<u32> = (0..120).map(|_| rng.next() as u32).collect();
        let text = Builder::new(&words).module();
        let module = kiln_hlo::parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        kiln_hlo::verify_module(&module).unwrap_or_else(|e| panic!("{e}\n{text}"));
    }
}
