//! XLA itself must accept the text Kiln prints: every corpus module is parsed, printed by
//! Kiln, and handed to XLA:CPU, which must reproduce the case's expected outputs.

mod support;

#[test]
fn xla_accepts_kiln_printed_corpus() {
    if !support::xla::xla_available() {
        return;
    }
    let printed: Vec<(String, String)> = support::xla::corpus_models()
        .into_iter()
        .map(|(name, text)| {
            let module = kiln_hlo::parse_module(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, kiln_hlo::print_module(&module))
        })
        .collect();
    support::xla::assert_xla_reproduces(&printed, "printed");
}
