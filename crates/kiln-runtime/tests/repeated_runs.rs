//! An executable gives the same answer every time it runs, and from several threads at once:
//! arenas are reused between runs, so no kernel may rely on fresh (zeroed) memory.

use kiln_eval::conformance::{case_dirs, load_case};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

#[test]
fn repeated_and_concurrent_runs_agree_on_every_corpus_case() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus");
    for dir in case_dirs(root).expect("corpus") {
        let case = load_case(&dir).expect("case");
        let module = case.load_module().expect("module");
        let inputs = case.load_inputs().expect("inputs");
        let exe = CpuExecutable::compile(&module, &CompileOptions::default()).expect("compiles");
        let first = exe.execute(&inputs).expect("runs");
        for _ in 0..2 {
            assert_eq!(exe.execute(&inputs).expect("runs"), first, "{}", case.name);
        }
        std::thread::scope(|s| {
            let runs: Vec<_> = (0..3).map(|_| s.spawn(|| exe.execute(&inputs))).collect();
            for run in runs {
                let got = run.join().expect("no panic").expect("runs");
                assert_eq!(got, first, "{} (concurrent)", case.name);
            }
        });
    }
}
