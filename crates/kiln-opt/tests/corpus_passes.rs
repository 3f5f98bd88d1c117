//! Every corpus module (`shared/corpus/*/model.hlo`) through each of the call, constant,
//! tuple, conditional, while and loop-invariant code motion passes, alone and together: the
//! result must verify and the interpreter must give the original's results within the
//! case's tolerance. Cases the interpreter cannot run in the first place are skipped with a
//! note.

mod support;

use kiln_eval::conformance::{case_dirs, compare_all, load_case, Case};
use kiln_eval::Evaluator;
use kiln_hlo::{ArrayLiteral, Literal, Module};
use kiln_opt::conditional_simplify::ConditionalSimplify;
use kiln_opt::constant_folding::ConstantFolding;
use kiln_opt::dce::Dce;
use kiln_opt::inline_calls::InlineCalls;
use kiln_opt::tuple_simplify::TupleSimplify;
use kiln_opt::while_licm::WhileLicm;
use kiln_opt::while_simplify::WhileSimplify;
use kiln_opt::Pass;

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus");

fn passes() -> Vec<Box<dyn Pass>> {
    vec![
        Box::new(InlineCalls),
        Box::new(ConstantFolding),
        Box::new(TupleSimplify),
        Box::new(ConditionalSimplify),
        Box::new(WhileSimplify),
        Box::new(WhileLicm),
    ]
}

/// The passes above in a loop until nothing changes (at most 6 rounds), then DCE.
/// Returns the result and the names of the passes that changed something.
fn all_together(module: &Module) -> Result<(Module, Vec<String>), String> {
    let mut current = module.clone();
    let mut changed_by = Vec::new();
    for _ in 0..6 {
        let mut round = 0;
        for pass in passes() {
            let (next, changes) = run_checked(pass.as_ref(), &current)?;
            round += changes;
            if changes > 0 {
                changed_by.push(format!("{} (together)", pass.name()));
            }
            current = next;
        }
        if round == 0 {
            break;
        }
    }
    changed_by.sort();
    changed_by.dedup();
    let (out, _) = run_checked(&Dce, &current)?;
    Ok((out, changed_by))
}

fn run_checked(pass: &dyn Pass, module: &Module) -> Result<(Module, usize), String> {
    let (out, changes) = pass
        .run(module)
        .map_err(|e| format!("{} failed: {e}", pass.name()))?;
    kiln_hlo::verify_module(&out)
        .map_err(|e| format!("{} produced an invalid module: {e}", pass.name()))?;
    Ok((out, changes))
}

/// Checks one case; returns the names of the passes that changed it, or why it was skipped.
fn check_case(case: &Case) -> Result<Result<Vec<String>, String>, String> {
    let module = case.load_module()?;
    let inputs = case.load_inputs()?;
    let want = match Evaluator::new(&module).run(&inputs) {
        Ok(w) => leaves(w)?,
        Err(e) => return Ok(Err(format!("the interpreter cannot run it: {e}"))),
    };
    let mut results: Vec<(String, Module)> = Vec::new();
    for pass in passes() {
        let (out, changes) = run_checked(pass.as_ref(), &module)?;
        if changes > 0 {
            results.push((pass.name().to_string(), out));
        }
    }
    let mut changed_by: Vec<String> = results.iter().map(|(name, _)| name.clone()).collect();
    let (together, names) = all_together(&module)?;
    if !names.is_empty() {
        results.push(("all".to_string(), together));
    }
    changed_by.extend(names);
    for (name, out) in results {
        let got = Evaluator::new(&out)
            .run(&inputs)
            .map_err(|e| format!("after {name}: the interpreter fails: {e}"))?;
        compare_all(got, &want, case.rtol, case.atol)
            .map_err(|m| format!("after {name}: {m}\n{out}"))?;
    }
    Ok(Ok(changed_by))
}

fn leaves(value: Literal) -> Result<Vec<ArrayLiteral>, String> {
    value
        .into_leaves()
        .into_iter()
        .map(|l| match l {
            Literal::Array(a) => Ok(a),
            other => Err(format!("a non-array result {}", other.shape())),
        })
        .collect()
}

#[test]
fn corpus_modules_keep_their_results() {
    if !std::path::Path::new(CORPUS).is_dir() {
        eprintln!("no corpus at {CORPUS}; skipping");
        return;
    }
    let dirs = case_dirs(CORPUS).expect("list corpus");
    let (mut passed, mut changed, mut skipped) = (0, 0, 0);
    let mut per_pass: std::collections::BTreeMap<String, usize> = Default::default();
    let mut failures = Vec::new();
    for dir in &dirs {
        let case = match load_case(dir) {
            Ok(c) => c,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        match check_case(&case) {
            Ok(Ok(names)) => {
                passed += 1;
                changed += usize::from(!names.is_empty());
                for name in names {
                    *per_pass.entry(name).or_default() += 1;
                }
            }
            Ok(Err(note)) => {
                skipped += 1;
                eprintln!("skip {}: {note}", case.name);
            }
            Err(e) => failures.push(format!("{}: {e}", case.name)),
        }
    }
    eprintln!("cases changed, per pass: {per_pass:?}");
    eprintln!(
        "{passed} passed ({changed} changed by some pass), {} failed, {skipped} skipped",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
