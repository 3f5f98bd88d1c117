//! The pass manager: passes, fixed-point groups, per-pass statistics, and the verifier
//! between passes.

use kiln_hlo::{Error, Instruction, Module};
use std::time::{Duration, Instant};

/// An HLO-to-HLO transformation. A pass reads a module and returns a new one; it never
/// mutates what it reads.
pub trait Pass {
    /// Short name used in dumps, `--passes` and statistics (`algsimp`, `dce`, ...).
    fn name(&self) -> &'static str;

    /// Runs on `module`. Returns the rewritten module and how many changes it made
    /// (0 changes means the returned module is equal to the input).
    fn run(&self, module: &Module) -> Result<(Module, usize), Error>;

    /// [`Pass::run`] on a module the caller gives up, as the pass manager does. A pass still
    /// builds its new computations from the module without mutating it, but then puts them
    /// in place of the old ones, and hands back everything it left alone (the whole module,
    /// when there is nothing to do) without copying it. The default copies through `run`.
    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        self.run(&module)
    }
}

/// Whether any instruction of `module` satisfies `test`: the cheap check passes make before
/// rewriting anything (no `while`, nothing for a loop pass to do).
pub fn any_instruction(module: &Module, test: impl Fn(&Instruction) -> bool) -> bool {
    module
        .computations
        .iter()
        .any(|comp| comp.instructions.iter().any(&test))
}

/// One entry of a pipeline: a pass, or a group repeated until none of its passes changes
/// anything (or `max_iterations` is reached).
pub enum Step {
    Pass(Box<dyn Pass>),
    FixedPoint {
        name: &'static str,
        steps: Vec<Step>,
        max_iterations: usize,
    },
}

/// What one run of a pass did.
#[derive(Clone, Debug)]
pub struct PassRecord {
    pub pass: &'static str,
    pub time: Duration,
    pub changes: usize,
    pub instructions_after: usize,
}

/// Options for running a pipeline.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Run the verifier after every pass that changed the module (on in debug builds and tests).
    pub verify: bool,
}

// Not derivable: the default depends on the build (verify in debug builds and tests).
#[allow(clippy::derivable_impls)]
impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            verify: cfg!(debug_assertions),
        }
    }
}

/// An ordered list of steps, declared in one readable place (see `pipeline.rs`).
pub struct Pipeline {
    pub steps: Vec<Step>,
}

impl Pipeline {
    /// Runs every step on `module`. `observe(pass, module)` is called after each pass that
    /// changed the module (used for `--dump-dir`).
    pub fn run(
        &self,
        module: Module,
        options: &RunOptions,
        observe: &mut dyn FnMut(&str, &Module),
    ) -> Result<(Module, Vec<PassRecord>), Error> {
        let mut records = Vec::new();
        let module = run_steps(&self.steps, module, options, observe, &mut records)?;
        Ok((module, records))
    }

    /// Names of all passes, in order (nested groups flattened).
    pub fn pass_names(&self) -> Vec<&'static str> {
        fn walk(steps: &[Step], out: &mut Vec<&'static str>) {
            for step in steps {
                match step {
                    Step::Pass(p) => out.push(p.name()),
                    Step::FixedPoint { steps, .. } => walk(steps, out),
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.steps, &mut out);
        out
    }
}

/// Runs `steps` in order; returns the module and whether anything changed.
fn run_steps(
    steps: &[Step],
    mut module: Module,
    options: &RunOptions,
    observe: &mut dyn FnMut(&str, &Module),
    records: &mut Vec<PassRecord>,
) -> Result<Module, Error> {
    for step in steps {
        module = match step {
            Step::Pass(pass) => run_pass(pass.as_ref(), module, options, observe, records)?.0,
            Step::FixedPoint {
                steps,
                max_iterations,
                ..
            } => {
                let mut current = module;
                for _ in 0..*max_iterations {
                    let before = records.len();
                    current = run_steps(steps, current, options, observe, records)?;
                    if records[before..].iter().all(|r| r.changes == 0) {
                        break;
                    }
                }
                current
            }
        };
    }
    Ok(module)
}

fn run_pass(
    pass: &dyn Pass,
    module: Module,
    options: &RunOptions,
    observe: &mut dyn FnMut(&str, &Module),
    records: &mut Vec<PassRecord>,
) -> Result<(Module, usize), Error> {
    let started = Instant::now();
    let (out, changes) = pass.run_owned(module)?;
    let time = started.elapsed();
    if changes > 0 {
        if options.verify {
            kiln_hlo::verify_module(&out).map_err(|e| {
                Error::msg(format!(
                    "pass `{}` produced an invalid module: {}",
                    pass.name(),
                    e
                ))
            })?;
        }
        observe(pass.name(), &out);
    }
    records.push(PassRecord {
        pass: pass.name(),
        time,
        changes,
        instructions_after: out.instruction_count(),
    });
    Ok((out, changes))
}
