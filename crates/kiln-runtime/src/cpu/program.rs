//! A compiled computation: its buffer assignment and its thunk list, and how to run it.
//!
//! Running a program binds every buffer to a pointer (parameters to the caller's inputs,
//! constants to the program's own literals, root leaves the assignment placed in the outputs to
//! the caller's output pointers, the rest into an arena reused across runs), runs the thunks in
//! schedule order, and copies the root leaves that are not already in place to the outputs.
//! A while loop binds its condition and body once and runs them many times.

use super::build::build_thunks;
use super::kernel_source::KernelSource;
use super::memory::{literal_ptr, Arena, SendPtr};
use super::thunk::{Thunk, ThunkContext};
use super::CompileOptions;
use kiln_hlo::{ArrayLiteral, CompId, ConstantValue, Error, Module, Opcode, Shape};
use kiln_opt::buffer_assignment::{
    assign_program_buffers, BufferAssignment, BufferId, BufferKind, RootOutputs,
};
use std::sync::Arc;

/// Why an instruction runs on the interpreter instead of compiled code.
#[derive(Clone, Debug)]
pub struct Fallback {
    pub instruction: String,
    pub opcode: Opcode,
    pub reason: String,
}

/// What compiling produced, for `--explain` and statistics.
#[derive(Clone, Debug, Default)]
pub struct ProgramStats {
    pub kernels: usize,
    pub library_calls: usize,
    /// Dynamic slices read in place (no thunk copies them).
    pub slice_views: usize,
    pub fallbacks: Vec<Fallback>,
    pub arena_bytes: usize,
    /// How each kOutput fusion runs (one line each, for `--explain`).
    pub output_fusions: Vec<String>,
    /// Kernels run together block of rows by block of rows (one line per group).
    pub row_groups: Vec<String>,
}

impl ProgramStats {
    pub fn absorb(&mut self, other: &ProgramStats) {
        self.kernels += other.kernels;
        self.library_calls += other.library_calls;
        self.slice_views += other.slice_views;
        self.fallbacks.extend(other.fallbacks.iter().cloned());
        self.output_fusions
            .extend(other.output_fusions.iter().cloned());
        self.row_groups.extend(other.row_groups.iter().cloned());
        self.arena_bytes += other.arena_bytes;
    }
}

/// Where one buffer lives and its size: what running needs of the buffer assignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BufferSlot {
    pub kind: BufferKind,
    pub bytes: usize,
}

/// One computation, compiled.
pub struct Program {
    pub name: String,
    /// Every buffer of the computation's assignment, by buffer id.
    pub buffers: Vec<BufferSlot>,
    /// The assignment's arena bytes (the staging area of `root_copies` follows).
    pub assigned_arena_bytes: usize,
    pub thunks: Vec<Thunk>,
    /// `param_leaf_start[p]` is the index of parameter `p`'s first leaf in the flat list of
    /// parameter pointers `run` receives.
    pub param_leaf_start: Vec<usize>,
    pub root_leaves: Vec<BufferId>,
    /// Literal data of constant buffers, by buffer id.
    pub(crate) constants: Vec<(BufferId, ArrayLiteral)>,
    /// Statistics of this program and every nested one.
    pub stats: ProgramStats,
    /// Arenas of finished runs, reused so that a run does not page-fault fresh memory.
    spare_arenas: std::sync::Mutex<Vec<Arena>>,
    /// Root leaves copied to the outputs after the thunks, in order.
    pub(crate) root_copies: Vec<RootCopy>,
    /// The arena's bytes: the assignment's, then the staging area of `root_copies`.
    pub(crate) arena_bytes: usize,
}

/// A program's parts, as a cache entry stores them (`serialize`), without its thunks.
pub(crate) struct ProgramParts {
    pub name: String,
    pub buffers: Vec<BufferSlot>,
    pub assigned_arena_bytes: usize,
    pub param_leaf_start: Vec<usize>,
    pub root_leaves: Vec<BufferId>,
    pub constants: Vec<(BufferId, ArrayLiteral)>,
    pub stats: ProgramStats,
    pub root_copies: Vec<RootCopy>,
    pub arena_bytes: usize,
}

/// Root leaf `leaf` is copied from `source` after the thunks ran. In a while body a source
/// that is a state leaf the same run overwrites is first copied to the arena's staging area
/// at `staging` (a body that swaps two state elements).
#[derive(Clone, Copy, Debug)]
pub(crate) struct RootCopy {
    pub leaf: usize,
    pub source: BufferId,
    pub bytes: usize,
    pub staging: Option<usize>,
}

impl Program {
    /// Compiles computation `comp` of `module` (which has already been optimized and fused),
    /// taking its kernels (and those of nested programs) from `kernels`; its callers pass
    /// output buffers as `outputs` says.
    pub fn compile(
        module: &Arc<Module>,
        comp: CompId,
        options: &CompileOptions,
        kernels: &mut KernelSource,
        outputs: RootOutputs,
    ) -> Result<Program, Error> {
        let computation = module.comp(comp);
        let assignment = assign_program_buffers(module, computation, outputs)?;
        let mut stats = ProgramStats {
            arena_bytes: assignment.arena_size,
            ..Default::default()
        };
        let thunks = build_thunks(
            module,
            comp,
            &assignment,
            outputs,
            options,
            kernels,
            &mut stats,
        )?;
        let mut param_leaf_start = Vec::new();
        let mut next = 0;
        for &p in &computation.parameters {
            param_leaf_start.push(next);
            next += array_leaf_count(&computation.instr(p).shape);
        }
        let constants = collect_constants(computation, &assignment)?;
        let root_leaves = assignment.leaves[computation.root.index()].clone();
        let state = match outputs {
            RootOutputs::InPlace => computation
                .parameters
                .first()
                .map(|p| assignment.leaves[p.index()].clone())
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let (root_copies, staging_bytes) = plan_root_copies(&assignment, &root_leaves, &state);
        let buffers = assignment
            .buffers
            .iter()
            .map(|b| BufferSlot {
                kind: b.kind.clone(),
                bytes: b.bytes,
            })
            .collect();
        Ok(Program {
            name: computation.name.clone(),
            arena_bytes: assignment.arena_size + staging_bytes,
            assigned_arena_bytes: assignment.arena_size,
            buffers,
            root_copies,
            root_leaves,
            thunks,
            param_leaf_start,
            constants,
            stats,
            spare_arenas: Default::default(),
        })
    }

    /// The program a cache entry describes: `parts` and `thunks` as they were compiled (the
    /// decoder has checked that every id is in range and every size fits).
    pub(crate) fn from_parts(parts: ProgramParts, thunks: Vec<Thunk>) -> Program {
        let ProgramParts {
            name,
            buffers,
            assigned_arena_bytes,
            param_leaf_start,
            root_leaves,
            constants,
            stats,
            root_copies,
            arena_bytes,
        } = parts;
        Program {
            name,
            buffers,
            assigned_arena_bytes,
            thunks,
            param_leaf_start,
            root_leaves,
            constants,
            stats,
            spare_arenas: Default::default(),
            root_copies,
            arena_bytes,
        }
    }

    /// Runs the program: `params` are the parameters' leaf pointers (flattened in parameter
    /// order), `outputs` receive the root's leaves.
    pub fn run(
        &self,
        ctx: &ThunkContext,
        params: &[SendPtr],
        outputs: &[SendPtr],
    ) -> Result<(), Error> {
        self.bind(params, outputs)?.run(ctx)
    }

    /// The program bound to `params` and `outputs`, ready to run any number of times (each
    /// run reads the parameters' current contents).
    pub fn bind(&self, params: &[SendPtr], outputs: &[SendPtr]) -> Result<BoundProgram<'_>, Error> {
        if outputs.len() != self.root_leaves.len() {
            return Err(Error::msg(format!(
                "{}: {} output buffers given, the root has {} leaves",
                self.name,
                outputs.len(),
                self.root_leaves.len()
            )));
        }
        let mut arena = self.take_arena();
        let buffers = self.resolve_buffers(&mut arena, params, outputs)?;
        let staging = arena.base().wrapping_add(self.assigned_arena_bytes);
        Ok(BoundProgram {
            program: self,
            arena: Some(arena),
            buffers,
            outputs: outputs.to_vec(),
            staging,
            steps: None,
        })
    }

    /// A spare arena, or a new one (several threads may run the program at once).
    fn take_arena(&self) -> Arena {
        let spare = self.spare_arenas.lock().ok().and_then(|mut v| v.pop());
        spare.unwrap_or_else(|| Arena::new(self.arena_bytes))
    }

    fn return_arena(&self, arena: Arena) {
        if let Ok(mut spare) = self.spare_arenas.lock() {
            // Keep a few: enough for the threads that run one executable at once.
            if spare.len() < 4 {
                spare.push(arena);
            }
        }
    }

    /// A pointer for every buffer of the assignment.
    fn resolve_buffers(
        &self,
        arena: &mut Arena,
        params: &[SendPtr],
        outputs: &[SendPtr],
    ) -> Result<Vec<SendPtr>, Error> {
        let base = arena.base();
        let mut ptrs = vec![SendPtr(std::ptr::null_mut()); self.buffers.len()];
        for (i, buffer) in self.buffers.iter().enumerate() {
            ptrs[i] = match &buffer.kind {
                BufferKind::Arena { offset } => {
                    // SAFETY: the assignment placed every arena buffer inside arena_size.
                    SendPtr(unsafe { base.add(*offset) })
                }
                BufferKind::Parameter { number, leaf } => {
                    let index = self.param_leaf_start.get(*number).map(|s| s + leaf);
                    *index.and_then(|i| params.get(i)).ok_or_else(|| {
                        Error::msg(format!("{}: missing parameter {number}", self.name))
                    })?
                }
                BufferKind::Constant(_) => SendPtr(std::ptr::null_mut()),
                BufferKind::Output { leaf } => *outputs
                    .get(*leaf)
                    .ok_or_else(|| Error::msg(format!("{}: missing output {leaf}", self.name)))?,
            };
        }
        for (id, literal) in &self.constants {
            ptrs[id.0 as usize] = SendPtr(literal_ptr(literal));
        }
        Ok(ptrs)
    }
}

/// A program bound to its buffers; dropping it hands the arena back for the next run.
pub struct BoundProgram<'p> {
    program: &'p Program,
    arena: Option<Arena>,
    buffers: Vec<SendPtr>,
    outputs: Vec<SendPtr>,
    staging: *mut u8,
    /// The thunks with their single-threaded kernels' arguments resolved, when
    /// [`BoundProgram::resolve_kernel_calls`] found that possible.
    steps: Option<Vec<Step<'p>>>,
}

/// One thunk of a bound program that runs many times (a while loop's condition or body).
enum Step<'p> {
    /// A kernel run on the calling thread, its argument pointers resolved once.
    Kernel {
        kernel: &'p kiln_codegen::cpu::LoadedKernel,
        args: Box<[*mut u8]>,
        extent: i64,
    },
    Thunk(&'p Thunk),
}

/// A kernel call of a bound program, its arguments resolved.
pub(crate) struct DirectCall<'b> {
    kernel: &'b kiln_codegen::cpu::LoadedKernel,
    args: &'b [*mut u8],
    extent: i64,
}

impl DirectCall<'_> {
    /// Runs the kernel on this thread.
    ///
    /// # Safety
    /// The bound program it came from must still be alive, and denormals flushed
    /// ([`super::denormals::FlushDenormals`]).
    #[inline]
    pub(crate) unsafe fn run(&self) {
        // SAFETY: the arguments are the kernel's buffers, bound for the program's lifetime
        // (the caller's contract).
        unsafe { self.kernel.call(self.args, 0, self.extent) }
    }
}

impl<'p> BoundProgram<'p> {
    /// Resolves, once for all later runs, the argument pointers of the kernels that run on
    /// the calling thread, so that a run calls them directly: a while loop of a few scalar
    /// kernels otherwise spends most of each iteration finding the same pointers again.
    /// Programs with slice views (which repoint buffers during a run) keep the plain path.
    pub fn resolve_kernel_calls(&mut self, ctx: &ThunkContext) {
        let thunks = &self.program.thunks;
        if thunks.iter().any(|t| matches!(t, Thunk::View(_))) {
            return;
        }
        let buffers = &self.buffers;
        let step = |thunk: &'p Thunk| match thunk {
            Thunk::Kernel {
                kernel,
                args,
                parallel_extent,
                ..
            } if super::thunk::runs_on_one_thread(ctx, *parallel_extent)
                && args.len() >= kernel.buffer_count() =>
            {
                Step::Kernel {
                    kernel,
                    args: args.iter().map(|id| buffers[id.0 as usize].0).collect(),
                    extent: (*parallel_extent).max(1),
                }
            }
            other => Step::Thunk(other),
        };
        self.steps = Some(thunks.iter().map(step).collect());
    }

    /// The whole of a run, when it is only kernels called directly (resolved by
    /// [`BoundProgram::resolve_kernel_calls`]) and no root copies: a loop may make these calls
    /// itself, with the denormal mode already set, instead of calling [`BoundProgram::run`].
    pub(crate) fn direct_calls(&self) -> Option<Vec<DirectCall<'_>>> {
        if !self.program.root_copies.is_empty() {
            return None;
        }
        let mut calls = Vec::new();
        for step in self.steps.as_ref()? {
            let Step::Kernel {
                kernel,
                args,
                extent,
            } = step
            else {
                return None;
            };
            calls.push(DirectCall {
                kernel,
                args,
                extent: *extent,
            });
        }
        Some(calls)
    }

    /// Runs the thunks, then copies the root leaves that are not in place to the outputs.
    pub fn run(&mut self, ctx: &ThunkContext) -> Result<(), Error> {
        // Every thunk runs with denormals flushed (an interpreted one clears the mode for
        // itself): one mode switch per run instead of two per kernel.
        let _ftz = super::denormals::FlushDenormals::enable();
        match &self.steps {
            Some(steps) => {
                for step in steps {
                    match step {
                        Step::Kernel {
                            kernel,
                            args,
                            extent,
                        } => {
                            // SAFETY: the arguments are the kernel's buffers, sized by the
                            // buffer assignment and bound for this program's lifetime; the
                            // kernel runs on this thread alone.
                            unsafe { kernel.call(args, 0, *extent) }
                        }
                        Step::Thunk(thunk) => thunk.run(ctx, &self.buffers)?,
                    }
                }
            }
            None => {
                for thunk in &self.program.thunks {
                    match thunk {
                        Thunk::View(view) => view.resolve(&mut self.buffers),
                        _ => thunk.run(ctx, &self.buffers)?,
                    }
                }
            }
        }
        let copies = &self.program.root_copies;
        for copy in copies {
            if let Some(offset) = copy.staging {
                let src = self.buffers[copy.source.0 as usize].0;
                // SAFETY: the staging area was sized for every staged copy; it is arena memory
                // no buffer uses.
                unsafe { std::ptr::copy_nonoverlapping(src, self.staging.add(offset), copy.bytes) };
            }
        }
        for copy in copies {
            let src = match copy.staging {
                // SAFETY: as above.
                Some(offset) => unsafe { self.staging.add(offset) },
                None => self.buffers[copy.source.0 as usize].0,
            };
            let dst = self.outputs[copy.leaf].0;
            if src != dst {
                // SAFETY: both point at `bytes` bytes of the same array shape. Sources and
                // outputs are distinct buffers, or equal (then skipped).
                unsafe { std::ptr::copy(src, dst, copy.bytes) };
            }
        }
        Ok(())
    }
}

impl Drop for BoundProgram<'_> {
    fn drop(&mut self) {
        if let Some(arena) = self.arena.take() {
            self.program.return_arena(arena);
        }
    }
}

/// The copies that put the root's leaves into the outputs: every leaf not computed in its
/// output buffer and not (in a while body, where `state` lists the state parameter's leaves)
/// the unchanged state leaf itself. Returns them with the staging bytes they need.
fn plan_root_copies(
    assignment: &BufferAssignment,
    root_leaves: &[BufferId],
    state: &[BufferId],
) -> (Vec<RootCopy>, usize) {
    let mut copies = Vec::new();
    let mut staging_bytes = 0;
    for (leaf, &source) in root_leaves.iter().enumerate() {
        let buffer = assignment.buffer(source);
        if buffer.kind == (BufferKind::Output { leaf }) || state.get(leaf) == Some(&source) {
            continue;
        }
        // A state leaf that this run overwrites must be read before the overwrite.
        let overwritten_state = state
            .iter()
            .position(|s| *s == source)
            .is_some_and(|j| root_leaves.get(j) != Some(&source));
        let staging = overwritten_state.then(|| {
            let offset = staging_bytes;
            staging_bytes += buffer.bytes.next_multiple_of(64);
            offset
        });
        copies.push(RootCopy {
            leaf,
            source,
            bytes: buffer.bytes,
            staging,
        });
    }
    (copies, staging_bytes)
}

/// Number of array leaves of a shape (tokens own no buffer).
pub fn array_leaf_count(shape: &Shape) -> usize {
    shape.leaves().iter().filter(|s| s.is_array()).count()
}

fn collect_constants(
    comp: &kiln_hlo::Computation,
    assignment: &BufferAssignment,
) -> Result<Vec<(BufferId, ArrayLiteral)>, Error> {
    let mut out = Vec::new();
    for (index, instr) in comp.instructions.iter().enumerate() {
        if instr.opcode != Opcode::Constant {
            continue;
        }
        let literal = match &instr.attrs.constant {
            Some(ConstantValue::Literal(l)) => l,
            _ => {
                return Err(Error::new(
                    instr.span,
                    format!(
                        "{}: constant was elided in the dump; not executable",
                        instr.name
                    ),
                ))
            }
        };
        let leaves: Vec<&ArrayLiteral> = super::memory::array_leaves(literal);
        for (buffer, leaf) in assignment.leaves[index].iter().zip(leaves) {
            out.push((*buffer, leaf.clone()));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::super::memory::SendPtr;
    use super::super::thunk::{Thunk, ThunkContext};
    use super::super::{CompileOptions, CpuExecutable};
    use super::Step;

    /// `fori_loop(0, 100, c * 0.999 + sin(c))` on an f32 scalar, a table passed through.
    const SCALAR_LOOP: &str = r#"
HloModule m

body {
  s = (s64[], f32[], f32[8]) parameter(0)
  i = s64[] get-tuple-element(s), index=0
  one = s64[] constant(1)
  i2 = s64[] add(i, one)
  c = f32[] get-tuple-element(s), index=1
  k = f32[] constant(0.999)
  m = f32[] multiply(c, k)
  sn = f32[] sine(c)
  c2 = f32[] add(m, sn)
  t = f32[8] get-tuple-element(s), index=2
  ROOT r = (s64[], f32[], f32[8]) tuple(i2, c2, t)
}

cond {
  s = (s64[], f32[], f32[8]) parameter(0)
  i = s64[] get-tuple-element(s), index=0
  n = s64[] constant(100)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  x = f32[] parameter(0)
  t = f32[8] parameter(1)
  zero = s64[] constant(0)
  init = (s64[], f32[], f32[8]) tuple(zero, x, t)
  loop = (s64[], f32[], f32[8]) while(init), condition=cond, body=body
  ROOT c = f32[] get-tuple-element(loop), index=1
}
"#;

    /// A while loop of scalar kernels resolves every kernel call of its condition and body
    /// once, and, both writing their results in place, runs them as plain calls.
    #[test]
    fn while_loops_of_kernels_resolve_their_calls_once() {
        let module = kiln_hlo::parse_module(SCALAR_LOOP).expect("parses");
        for threads in [1, 2] {
            let options = CompileOptions {
                optimize: true,
                threads,
            };
            let exe = CpuExecutable::compile(&module, &options).expect("compiles");
            let Some(Thunk::While {
                condition, body, ..
            }) = exe
                .entry
                .thunks
                .iter()
                .find(|t| matches!(t, Thunk::While { .. }))
            else {
                panic!("no while thunk in the entry");
            };
            let ctx = ThunkContext {
                module: exe.module.clone(),
                pool: exe.pool.clone(),
            };
            let mut cells = [[0u64; 8]; 4];
            let state: Vec<SendPtr> = cells
                .iter_mut()
                .map(|c| SendPtr(c.as_mut_ptr().cast()))
                .collect();
            let state = &state[..body.root_leaves.len()];
            for (program, outputs) in [(condition, &state[..1]), (body, state)] {
                let mut bound = program.bind(state, outputs).expect("binds");
                bound.resolve_kernel_calls(&ctx);
                let steps = bound.steps.as_ref().expect("calls resolved");
                assert!(!steps.is_empty(), "{}: no thunks", program.name);
                assert!(
                    steps.iter().all(|s| matches!(s, Step::Kernel { .. })),
                    "{}: a thunk kept the plain path",
                    program.name
                );
                // Both update the state in place: the loop makes the calls itself.
                let calls = bound.direct_calls().expect("only kernels, no root copies");
                assert_eq!(calls.len(), steps.len(), "{}", program.name);
            }
        }
    }
}
