//! Every corpus case through the CPU backend (optimize, fuse, compile, run), compared with
//! XLA's outputs under the case's tolerances. Prints one line per case, the fallback count,
//! and `N passed, N failed`; fails if any case failed.

use kiln_eval::conformance::{case_dirs, check_case_with, load_case};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;
use std::sync::atomic::{AtomicUsize, Ordering};

#[test]
fn corpus_passes_on_the_cpu_backend() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus");
    let dirs = case_dirs(root).expect("corpus directory");
    assert!(
        dirs.len() >= 220,
        "expected the whole corpus, found {}",
        dirs.len()
    );
    let fallbacks = AtomicUsize::new(0);
    let (mut passed, mut failed) = (0, 0);
    for dir in &dirs {
        let case = load_case(dir).expect("case loads");
        let report = check_case_with(&case, |module, inputs| {
            let exe = CpuExecutable::compile(module, &CompileOptions::default())?;
            fallbacks.fetch_add(exe.stats().fallbacks.len(), Ordering::Relaxed);
            exe.execute(inputs)
        });
        println!("{report}");
        if report.passed() {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    println!(
        "interpreter fallbacks: {}",
        fallbacks.load(Ordering::Relaxed)
    );
    println!("{passed} passed, {failed} failed");
    assert_eq!(failed, 0, "{failed} corpus cases failed on the CPU backend");
}
