//! `kiln opt`: run the optimization pipeline and print the optimized module.

use crate::load::load_module;
use clap::Args;
use kiln_hlo::Module;
use kiln_opt::{PassRecord, Pipeline, RunOptions};
use std::path::{Path, PathBuf};

#[derive(Args)]
pub struct OptArgs {
    /// The HLO text module.
    model: PathBuf,
    /// Write the module after every pass that changed it to DIR/<module>.<NNNN>.<pass>.hlo.
    #[arg(long)]
    dump_dir: Option<PathBuf>,
    /// Run these passes (comma separated, in order) instead of the default pipeline.
    #[arg(long, value_delimiter = ',')]
    passes: Option<Vec<String>>,
    /// Print each pass's time and changes, and instruction counts before and after (stderr).
    #[arg(long)]
    stats: bool,
}

pub fn opt(args: &OptArgs) -> Result<bool, String> {
    let module = load_module(&args.model)?;
    let pipeline = match &args.passes {
        Some(names) => {
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            kiln_opt::pipeline::pipeline_of(&names)?
        }
        None => kiln_opt::pipeline::default_pipeline(),
    };
    let before = module.instruction_count();
    let (optimized, records) = optimize(&pipeline, module, args.dump_dir.as_deref())?;
    if args.stats {
        print_stats(&records, before, optimized.instruction_count());
    }
    print!("{}", kiln_hlo::print_module(&optimized));
    Ok(true)
}

/// Runs `pipeline`, dumping the module before and after every changing pass when asked.
pub fn optimize(
    pipeline: &Pipeline,
    module: Module,
    dump_dir: Option<&Path>,
) -> Result<(Module, Vec<PassRecord>), String> {
    let mut dump_error = None;
    let mut counter = 0usize;
    let mut dump = |pass: &str, m: &Module| {
        let Some(dir) = dump_dir else { return };
        let path = dir.join(format!("{}.{counter:04}.{pass}.hlo", m.name));
        counter += 1;
        let written = std::fs::create_dir_all(dir)
            .and_then(|_| std::fs::write(&path, kiln_hlo::print_module(m)));
        if let Err(e) = written {
            dump_error.get_or_insert(format!("{}: cannot write dump: {e}", path.display()));
        }
    };
    dump("input", &module);
    let options = RunOptions::default();
    let result = pipeline
        .run(module, &options, &mut dump)
        .map_err(|e| e.to_string());
    match dump_error {
        Some(e) => Err(e),
        None => result,
    }
}

fn print_stats(records: &[PassRecord], before: usize, after: usize) {
    eprintln!(
        "{:<24} {:>10} {:>8} {:>8}",
        "pass", "time_ms", "changes", "instrs"
    );
    for r in records {
        eprintln!(
            "{:<24} {:>10.3} {:>8} {:>8}",
            r.pass,
            r.time.as_secs_f64() * 1e3,
            r.changes,
            r.instructions_after
        );
    }
    let total: f64 = records.iter().map(|r| r.time.as_secs_f64() * 1e3).sum();
    eprintln!("total {total:.3} ms; instructions {before} -> {after}");
}
