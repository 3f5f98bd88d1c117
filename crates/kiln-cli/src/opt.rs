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
    /// Also run the CPU backend's passes (fusion), showing its fusion decisions.
    #[arg(long)]
    fuse: bool,
    /// Print the buffer assignment of every computation: arena bytes, with and without reuse
    /// (stderr; implies --fuse, since that is what the CPU backend assigns buffers for).
    #[arg(long)]
    buffers: bool,
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
    let dump_dir = args.dump_dir.as_deref();
    let (mut optimized, mut records, next) = optimize(&pipeline, module, dump_dir, 0)?;
    if args.fuse || args.buffers {
        let backend = kiln_opt::pipeline::backend_pipeline();
        let (fused, more, _) = optimize(&backend, optimized, dump_dir, next)?;
        optimized = fused;
        records.extend(more);
    }
    if args.stats {
        print_stats(&records, before, optimized.instruction_count());
    }
    if args.buffers {
        print_buffers(&optimized)?;
    }
    print!("{}", kiln_hlo::print_module(&optimized));
    Ok(true)
}

/// Runs `pipeline`, dumping the module after every changing pass when asked (and the input,
/// when `first_index` is 0). Returns the next dump index.
pub fn optimize(
    pipeline: &Pipeline,
    module: Module,
    dump_dir: Option<&Path>,
    first_index: usize,
) -> Result<(Module, Vec<PassRecord>, usize), String> {
    let mut dump_error = None;
    let mut counter = first_index;
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
    if first_index == 0 {
        dump("input", &module);
    }
    let options = RunOptions::default();
    let result = pipeline
        .run(module, &options, &mut dump)
        .map_err(|e| e.to_string());
    match (dump_error, result) {
        (Some(e), _) => Err(e),
        (None, Ok((m, records))) => Ok((m, records, counter)),
        (None, Err(e)) => Err(e),
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

/// One line per computation: arena bytes with reuse, without reuse, and buffer count.
fn print_buffers(module: &Module) -> Result<(), String> {
    eprintln!(
        "{:<40} {:>12} {:>14} {:>8}",
        "computation", "arena_bytes", "unshared_bytes", "buffers"
    );
    for comp in &module.computations {
        let a = kiln_opt::buffer_assignment::assign_buffers(comp).map_err(|e| e.to_string())?;
        eprintln!(
            "{:<40} {:>12} {:>14} {:>8}",
            comp.name,
            a.arena_size,
            a.unshared_bytes(),
            a.buffers.len()
        );
    }
    Ok(())
}
