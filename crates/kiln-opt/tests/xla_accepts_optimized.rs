//! XLA itself must accept what `kiln opt` prints and compute the same results: every corpus
//! module goes through the default pipeline (verifying after each pass), is printed, and is
//! handed to XLA:CPU, which must reproduce the case's expected outputs within its tolerances.

#[path = "../../kiln-hlo/tests/support/xla.rs"]
mod xla;

use kiln_opt::pipeline::default_pipeline;
use kiln_opt::RunOptions;

#[test]
fn xla_accepts_and_agrees_with_optimized_corpus() {
    if !xla::xla_available() {
        return;
    }
    let printed: Vec<(String, String)> = xla::corpus_models()
        .into_iter()
        .map(|(name, text)| {
            let module = kiln_hlo::parse_module(&text).unwrap();
            let (optimized, _) = default_pipeline()
                .run(module, &RunOptions { verify: true }, &mut |_, _| {})
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, kiln_hlo::print_module(&optimized))
        })
        .collect();
    xla::assert_xla_reproduces(&printed, "optimized");
}
