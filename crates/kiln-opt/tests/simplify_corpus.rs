//! `algsimp` and `dot-canonicalize` over every module of the shared corpus: the result must
//! verify and give the same results as the original through the interpreter, on the case's
//! own inputs. Both passes are exact op by op, so the results are expected bit for bit; a
//! result that is not is accepted within the case's tolerance and reported, because the
//! interpreter contracts a multiply whose only use is an add into an FMA (as XLA:CPU does),
//! so removing an instruction between the two legitimately changes the last bit. Cases the
//! interpreter cannot run in their original form are skipped with a note (they test the
//! interpreter, not the passes). After both passes, running either again must change
//! nothing: rules see simplified operands, so one sweep reaches the fixed point.
//!
//! `KILN_CORPUS_FILTER=substring` runs only the cases whose name contains it.

mod differential;

use kiln_eval::conformance::{case_dirs, compare_all, load_case, Case};
use kiln_eval::Evaluator;
use kiln_hlo::{ArrayLiteral, Literal, Module};
use kiln_opt::algsimp::AlgebraicSimplifier;
use kiln_opt::dce::Dce;
use kiln_opt::dot_canonicalize::DotCanonicalize;
use kiln_opt::Pass;
use std::path::Path;

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus");

/// What happened to one case.
enum Outcome {
    /// Bit-identical results; each pass's change count when run alone.
    Exact {
        changes: [usize; 2],
    },
    /// Results within the case's tolerance but not bit-identical.
    Close {
        changes: [usize; 2],
        note: String,
    },
    Skipped(String),
    Failed(String),
}

#[test]
fn corpus_results_are_unchanged_by_algsimp_and_dot_canonicalize() {
    if !Path::new(CORPUS).is_dir() {
        eprintln!("no corpus at {CORPUS}; skipping");
        return;
    }
    let filter = std::env::var("KILN_CORPUS_FILTER").unwrap_or_default();
    let dirs = case_dirs(CORPUS).expect("list corpus");
    let (mut exact, mut close, mut skipped, mut failed) = (0, 0, 0, Vec::new());
    let mut totals = [0usize; 2];
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        if !name.contains(&filter) {
            continue;
        }
        let changes = match run_case(&dir) {
            Outcome::Exact { changes } => {
                exact += 1;
                changes
            }
            Outcome::Close { changes, note } => {
                println!("CLOSE {name}: {note}");
                close += 1;
                changes
            }
            Outcome::Skipped(why) => {
                println!("SKIP {name}: {why}");
                skipped += 1;
                continue;
            }
            Outcome::Failed(why) => {
                println!("FAIL {name}: {why}");
                failed.push(name);
                continue;
            }
        };
        totals[0] += changes[0];
        totals[1] += changes[1];
    }
    println!(
        "{} passed ({exact} bit-identical, {close} within tolerance), {} failed, {skipped} skipped \
         (interpreter); changes: algsimp {}, dot-canonicalize {}",
        exact + close,
        failed.len(),
        totals[0],
        totals[1]
    );
    assert!(failed.is_empty(), "failing cases: {}", failed.join(" "));
}

fn run_case(dir: &Path) -> Outcome {
    let loaded = load_case(dir).and_then(|case| {
        let module = case.load_module()?;
        kiln_hlo::verify_module(&module).map_err(|e| e.to_string())?;
        Ok((case.load_inputs()?, module, case))
    });
    let (args, module, case) = match loaded {
        Ok(l) => l,
        Err(e) => return Outcome::Failed(format!("cannot load: {e}")),
    };
    let want = match Evaluator::new(&module).run(&args) {
        Ok(w) => w,
        Err(e) => return Outcome::Skipped(format!("the interpreter cannot run it: {e}")),
    };
    let pipelines: [&[&dyn Pass]; 3] = [
        &[&AlgebraicSimplifier],
        &[&DotCanonicalize],
        &[&DotCanonicalize, &AlgebraicSimplifier],
    ];
    let mut changes = [0; 2];
    let mut notes = Vec::new();
    for (k, passes) in pipelines.into_iter().enumerate() {
        let names: Vec<&str> = passes.iter().map(|p| p.name()).collect();
        let (after, counts) = match run_passes(&module, passes) {
            Ok(r) => r,
            Err(e) => return Outcome::Failed(format!("{names:?}: {e}")),
        };
        if k < 2 {
            changes[k] = counts[0];
        } else if let Err(e) = settled(&after) {
            return Outcome::Failed(e);
        }
        let got = match Evaluator::new(&after).run(&args) {
            Ok(g) => g,
            Err(e) => return Outcome::Failed(format!("{names:?}: the result fails to run: {e}")),
        };
        if differential::same_bits(&want, &got).is_ok() {
            continue;
        }
        match within_tolerance(&case, &want, got) {
            Ok(()) => notes.push(format!("{names:?}: not bit-identical, within tolerance")),
            Err(e) => return Outcome::Failed(format!("{names:?}: results differ: {e}")),
        }
    }
    if notes.is_empty() {
        return Outcome::Exact { changes };
    }
    Outcome::Close {
        changes,
        note: notes.join("; "),
    }
}

/// Both passes compose in one sweep: after dot-canonicalize and algsimp, running either
/// again changes nothing.
fn settled(module: &Module) -> Result<(), String> {
    for pass in [&AlgebraicSimplifier as &dyn Pass, &DotCanonicalize] {
        let (again, changes) = pass.run(module).map_err(|e| e.to_string())?;
        if changes != 0 {
            return Err(format!(
                "a second {} made {changes} changes:\n{}",
                pass.name(),
                kiln_hlo::print_module(&again)
            ));
        }
    }
    Ok(())
}

/// Compares with the original's results under the case's tolerance.
fn within_tolerance(case: &Case, want: &Literal, got: Literal) -> Result<(), String> {
    let want: Vec<ArrayLiteral> = want
        .clone()
        .into_leaves()
        .into_iter()
        .filter_map(|l| l.as_array().cloned())
        .collect();
    compare_all(got, &want, case.rtol, case.atol).map_err(|m| m.message)
}

/// Runs each pass then DCE, verifying after each; returns the module and each pass's
/// change count.
fn run_passes(module: &Module, passes: &[&dyn Pass]) -> Result<(Module, Vec<usize>), String> {
    let mut current = module.clone();
    let mut counts = Vec::new();
    for pass in passes {
        let (next, changes) = pass
            .run(&current)
            .map_err(|e| format!("{}: {e}", pass.name()))?;
        kiln_hlo::verify_module(&next).map_err(|e| format!("after {}: {e}", pass.name()))?;
        let (next, _) = Dce.run(&next).map_err(|e| format!("dce: {e}"))?;
        counts.push(changes);
        current = next;
    }
    Ok((current, counts))
}
