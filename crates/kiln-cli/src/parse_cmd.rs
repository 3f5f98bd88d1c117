//! `kiln parse` and `kiln fmt`.

use crate::load::load_module;
use kiln_hlo::Module;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Parses and verifies every file, printing a summary line per file. Ok(false) if any failed.
pub fn parse_files(files: &[PathBuf]) -> Result<bool, String> {
    let mut all_ok = true;
    for path in files {
        match load_module(path) {
            Ok(module) => println!("{}: {}", path.display(), summary(&module)),
            Err(message) => {
                eprintln!("error: {message}");
                all_ok = false;
            }
        }
    }
    Ok(all_ok)
}

/// `module jit_f: 3 computations, 42 instructions; add 5, dot 2, ...` (opcodes by count).
fn summary(module: &Module) -> String {
    let mut histogram: BTreeMap<&str, usize> = BTreeMap::new();
    for comp in &module.computations {
        for instr in &comp.instructions {
            *histogram.entry(instr.opcode.name()).or_default() += 1;
        }
    }
    let mut by_count: Vec<(&str, usize)> = histogram.into_iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let ops: Vec<String> = by_count.iter().map(|(op, n)| format!("{op} {n}")).collect();
    format!(
        "module {}: {} computations, {} instructions; {}",
        module.name,
        module.computations.len(),
        module.instruction_count(),
        ops.join(", ")
    )
}

/// Prints the canonical text of a module.
pub fn fmt_file(path: &Path) -> Result<bool, String> {
    let module = load_module(path)?;
    print!("{}", kiln_hlo::print_module(&module));
    Ok(true)
}
