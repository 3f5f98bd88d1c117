//! Every module in the shared corpus and benchmark set parses, and printing is faithful:
//! `parse(print(m)) == m` and printing is idempotent.

use std::path::PathBuf;

fn shared() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared"))
}

/// (path, text) of every corpus `model.hlo` and every benchmark `.hlo`.
fn corpus_files() -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(shared().join("corpus")).expect("shared/corpus exists") {
        let path = entry.unwrap().path().join("model.hlo");
        if path.exists() {
            files.push(path);
        }
    }
    for entry in std::fs::read_dir(shared().join("bench")).expect("shared/bench exists") {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "hlo") {
            files.push(path);
        }
    }
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect()
}

#[test]
fn every_corpus_module_parses() {
    let files = corpus_files();
    assert!(
        files.len() >= 220,
        "expected the whole corpus, found {} files",
        files.len()
    );
    let mut failures = Vec::new();
    for (path, text) in &files {
        if let Err(e) = kiln_hlo::parse_module_file(path, text) {
            failures.push(e.to_string());
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn printing_round_trips() {
    let mut failures = Vec::new();
    for (path, text) in corpus_files() {
        let module = kiln_hlo::parse_module_file(&path, &text).unwrap();
        let printed = kiln_hlo::print_module(&module);
        let reparsed = match kiln_hlo::parse_module_file(&path, &printed) {
            Ok(m) => m,
            Err(e) => {
                failures.push(format!(
                    "{}: printed text does not parse: {e}",
                    path.display()
                ));
                continue;
            }
        };
        if reparsed != module {
            failures.push(format!("{}: parse(print(m)) != m", path.display()));
        }
        if kiln_hlo::print_module(&reparsed) != printed {
            failures.push(format!("{}: printing is not idempotent", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
