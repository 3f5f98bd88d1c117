//! Every corpus entry computation whose ops all lower, run on the case's inputs and
//! compared with the interpreter.

use crate::harness::{compare_kernel, Tol};
use kiln_codegen::lower::lower_computation;
use kiln_eval::conformance::{case_dirs, load_case};
use kiln_eval::Evaluator;
use std::collections::BTreeMap;

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus");

#[test]
fn corpus_entry_computations() {
    let Ok(dirs) = case_dirs(CORPUS) else {
        eprintln!("no corpus at {CORPUS}");
        return;
    };
    let (mut lowered, mut failures) = (0, Vec::new());
    let mut refused: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for dir in &dirs {
        let case = load_case(dir).expect("case.json");
        let module = case.load_module().expect("model.hlo");
        let kernel = match lower_computation(&module, module.entry, &case.name) {
            Ok(k) => k,
            Err(e) => {
                let key = e
                    .opcode
                    .map_or_else(|| e.reason.clone(), |op| op.to_string());
                refused.entry(key).or_default().push(case.name.clone());
                continue;
            }
        };
        lowered += 1;
        let args = case.load_inputs().expect("inputs");
        let want = Evaluator::new(&module).run(&args).expect("interpreter");
        // The case's own tolerance (how far XLA may be from the interpreter), at least 1e-5
        // for sums in a different order and fused multiply-adds.
        let tol = Tol::Rel(case.rtol.max(case.atol).max(1e-5));
        if let Err(e) = compare_kernel(&kernel, &args, &want, tol) {
            failures.push(format!("{}: {e}", case.name));
        }
    }
    eprintln!(
        "corpus: {lowered} of {} entry computations lower fully",
        dirs.len()
    );
    for (why, cases) in &refused {
        eprintln!("  refused for {why}: {}", cases.join(", "));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
