//! `kiln run`: run a module's entry computation on given or generated inputs.

use crate::cache_flags::CacheFlags;
use crate::inputs;
use crate::load::load_module;
use clap::Args;
use kiln_hlo::{with_array_data, ArrayData, ArrayLiteral, Literal, Module};
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(Args)]
pub struct RunArgs {
    /// The HLO text module.
    model: PathBuf,
    /// One `.npy` file per entry parameter, in parameter order.
    #[arg(long, num_args = 1..)]
    inputs: Vec<PathBuf>,
    /// Write `output_<i>.npy` here (tuple results flattened) instead of printing a summary.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Which backend runs the module.
    #[arg(long, default_value = "cpu")]
    backend: String,
    /// Seed for generated inputs (used when --inputs is not given).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Run the optimization pipeline first (the cpu backend always optimizes).
    #[arg(long)]
    optimize: bool,
    /// Say what the backend compiled: kernels, library calls, and which instructions fell
    /// back to the interpreter and why (stderr).
    #[arg(long)]
    explain: bool,
    /// Threads for the CPU backend's parallel loops (the interpreter runs on one).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    #[command(flatten)]
    cache: CacheFlags,
}

pub fn run(args: &RunArgs) -> Result<bool, String> {
    let module = load_module(&args.model)?;
    let backend = args.cache.backend(&args.backend, args.threads)?;
    let inputs = if args.inputs.is_empty() {
        let int_high = inputs::sidecar_int_high(&args.model).unwrap_or(4);
        inputs::random_inputs(&module, args.seed, int_high)?
    } else {
        read_inputs(&module, &args.inputs)?
    };
    let module = if args.optimize {
        let pipeline = kiln_opt::pipeline::default_pipeline();
        let options = kiln_opt::RunOptions::default();
        let (optimized, _) = pipeline
            .run(module, &options, &mut |_, _| {})
            .map_err(|e| e.to_string())?;
        optimized
    } else {
        module
    };
    let started = Instant::now();
    let executable = backend
        .prepare(&module)
        .map_err(|e| render(&e, &args.model))?;
    if args.explain {
        match executable.explain() {
            Some(text) => eprintln!("{text}"),
            None => eprintln!("the {} backend compiles nothing", backend.name()),
        }
    }
    let result = executable
        .execute(&inputs)
        .map_err(|e| render(&e, &args.model))?;
    let elapsed = started.elapsed();
    let outputs = result.into_leaves();
    match &args.out {
        Some(dir) => write_outputs(dir, &outputs)?,
        None => {
            for (i, out) in outputs.iter().enumerate() {
                println!("output {i}: {}", describe(out));
            }
            println!(
                "ran in {:.3} ms ({} backend)",
                elapsed.as_secs_f64() * 1e3,
                backend.name()
            );
        }
    }
    Ok(true)
}

/// Attaches the model's file name and source line to a backend error.
pub(crate) fn render(err: &kiln_hlo::Error, model: &Path) -> String {
    let name = model.display().to_string();
    let text = std::fs::read_to_string(model).unwrap_or_default();
    err.clone().with_source(Some(&name), &text).to_string()
}

/// Reads one `.npy` per parameter, interpreting each with the parameter's element type
/// (so bf16 parameters accept the corpus's uint16 bit patterns).
pub fn read_inputs(module: &Module, paths: &[PathBuf]) -> Result<Vec<Literal>, String> {
    let entry = module.entry_computation();
    if paths.len() != entry.parameters.len() {
        return Err(format!(
            "the entry computation `{}` takes {} parameters, but {} input files were given",
            entry.name,
            entry.parameters.len(),
            paths.len()
        ));
    }
    entry
        .parameters
        .iter()
        .zip(paths)
        .map(|(&p, path)| {
            let ty = entry.instr(p).shape.element_type();
            kiln_eval::npy::read_npy_as(path, ty).map(Literal::Array)
        })
        .collect()
}

fn write_outputs(dir: &Path, outputs: &[Literal]) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: cannot create: {e}", dir.display()))?;
    for (i, out) in outputs.iter().enumerate() {
        let array = out
            .as_array()
            .ok_or_else(|| format!("output {i} is a token; it cannot be written as .npy"))?;
        let path = dir.join(format!("output_{i}.npy"));
        kiln_eval::npy::write_npy(&path, array)?;
        println!("wrote {}", path.display());
    }
    Ok(())
}

/// `f32[2,3] [0.1, 0.2, ...] min -1 max 2 mean 0.3`.
fn describe(lit: &Literal) -> String {
    let Some(a) = lit.as_array() else {
        return "token".to_string();
    };
    let values = as_f64(&a.data);
    let shown: Vec<String> = first_values(a, 6);
    let more = if a.element_count() > shown.len() {
        ", ..."
    } else {
        ""
    };
    let mut text = format!("{} [{}{more}]", a.shape(), shown.join(", "));
    if let Some(values) = values.filter(|v| !v.is_empty()) {
        let min = values.iter().copied().fold(f64::INFINITY, f64::min);
        let max = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let mean = values.iter().sum::<f64>() / values.len() as f64;
        text += &format!("  min {min:.6} max {max:.6} mean {mean:.6}");
    }
    text
}

fn first_values(a: &ArrayLiteral, n: usize) -> Vec<String> {
    with_array_data!(&a.data, v => v.iter().take(n).map(|x| format!("{x}")).collect())
}

/// Real values as f64 for statistics; `None` for complex data.
fn as_f64(data: &ArrayData) -> Option<Vec<f64>> {
    Some(match data {
        ArrayData::Pred(v) => v.iter().map(|&x| x as u8 as f64).collect(),
        ArrayData::S8(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::S16(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::S32(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::S64(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::U8(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::U16(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::U32(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::U64(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::F16(v) => v.iter().map(|x| x.to_f64()).collect(),
        ArrayData::BF16(v) => v.iter().map(|x| x.to_f64()).collect(),
        ArrayData::F32(v) => v.iter().map(|&x| x as f64).collect(),
        ArrayData::F64(v) => v.clone(),
        ArrayData::C64(_) | ArrayData::C128(_) => return None,
    })
}
