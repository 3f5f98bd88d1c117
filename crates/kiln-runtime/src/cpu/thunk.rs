//! Thunks: the steps of a compiled program (kernel launches, library calls, interpreter
//! fallbacks, control flow with nested programs) and how each one runs.

use super::library::LibraryCall;
use super::memory::{read_literal, write_literal, SendPtr};
use super::program::Program;
use super::update_slice::InPlaceUpdate;
use kiln_codegen::cpu::LoadedKernel;
use kiln_hlo::{CompId, Error, InstrId, Literal, Shape};
use kiln_opt::buffer_assignment::BufferId;
use std::sync::Arc;

/// What every thunk may use while running.
pub struct ThunkContext {
    /// The optimized module (decoded on first use when loaded from a cache entry).
    pub module: Arc<super::lazy_module::LazyModule>,
    /// Kernels split their parallel loop across this pool (None: run on the calling thread).
    pub pool: Option<Arc<rayon::ThreadPool>>,
}

/// A value passed to a nested program or the interpreter: its shape and leaf buffers.
#[derive(Clone, Debug)]
pub struct Value {
    pub shape: Shape,
    pub leaves: Vec<BufferId>,
}

pub enum Thunk {
    /// A compiled kernel over `args` (buffer ids in the kernel's argument order).
    Kernel {
        name: String,
        kernel: Arc<LoadedKernel>,
        args: Vec<BufferId>,
        parallel_extent: i64,
    },
    /// A dynamic-update-slice fusion: its window written in place when the result shares the
    /// updated operand's buffer, else its kernel (a `Thunk::Kernel`).
    UpdateSlice {
        update: Box<InPlaceUpdate>,
        kernel: Box<Thunk>,
    },
    /// A dynamic slice read in place: its result's buffer entry is pointed into the source
    /// (by the bound program, which owns the pointer table).
    View(Box<super::slice_view::SliceView>),
    /// A gather fusion's kernel (a `Thunk::Kernel`) run in blocks that prefetch the slices the
    /// next block gathers.
    GatherRows {
        prefetch: Box<super::library::gather_prefetch::GatherPrefetch>,
        kernel: Box<Thunk>,
    },
    /// A library call (GEMM, convolution, sort, ...).
    Library(Box<dyn LibraryCall>),
    /// A kOutput fusion: library call and one epilogue kernel.
    OutputFusion(Box<super::output_fusion::OutputFusion>),
    /// Kernels run together block of rows by block of rows.
    RowGroup(Box<super::row_group::RowGroup>),
    /// One instruction run by the reference interpreter.
    Interpret {
        comp: CompId,
        instr: InstrId,
        operands: Vec<Value>,
        output: Value,
    },
    /// `call`/`fusion` run as a nested program.
    Call {
        program: Arc<Program>,
        args: Vec<Value>,
        output: Value,
    },
    While {
        condition: Arc<Program>,
        body: Arc<Program>,
        init: Value,
        output: Value,
    },
    Conditional {
        /// A pred (two branches: true, false) or s32 index (clamped: out of range → last).
        selector: BufferId,
        selector_is_pred: bool,
        branches: Vec<Arc<Program>>,
        operands: Vec<Value>,
        output: Value,
    },
}

/// Below this many iterations a kernel is not worth splitting across threads.
const MIN_PARALLEL_ITERATIONS: i64 = 2;

impl Thunk {
    pub fn run(&self, ctx: &ThunkContext, buffers: &[SendPtr]) -> Result<(), Error> {
        let ptr = |b: &BufferId| buffers[b.0 as usize];
        match self {
            Thunk::Kernel {
                kernel,
                args,
                parallel_extent,
                ..
            } => {
                run_kernel(ctx, kernel, args, buffers, *parallel_extent);
                Ok(())
            }
            Thunk::UpdateSlice { update, kernel } => {
                if let Thunk::Kernel { args, .. } = kernel.as_ref() {
                    if update.try_run(|i| args.get(i).map(ptr)) {
                        return Ok(());
                    }
                }
                kernel.run(ctx, buffers)
            }
            Thunk::GatherRows { prefetch, kernel } => match kernel.as_ref() {
                Thunk::Kernel {
                    kernel,
                    args,
                    parallel_extent,
                    ..
                } => {
                    prefetch.run(ctx, kernel, args, buffers, *parallel_extent);
                    Ok(())
                }
                other => other.run(ctx, buffers),
            },
            // `BoundProgram::run` resolves views before it gets here.
            Thunk::View(_) => Err(Error::msg("a slice view outside a bound program")),
            Thunk::Library(call) => {
                let _ftz = super::denormals::FlushDenormals::enable();
                call.run(buffers)
            }
            Thunk::OutputFusion(fusion) => fusion.run(ctx, buffers),
            Thunk::RowGroup(group) => {
                group.run(ctx, buffers);
                Ok(())
            }
            Thunk::Interpret {
                comp,
                instr,
                operands,
                output,
            } => interpret(ctx, *comp, *instr, operands, output, buffers),
            Thunk::Call {
                program,
                args,
                output,
            } => {
                let params: Vec<SendPtr> =
                    args.iter().flat_map(|v| v.leaves.iter().map(ptr)).collect();
                let outs: Vec<SendPtr> = output.leaves.iter().map(ptr).collect();
                program.run(ctx, &params, &outs)
            }
            Thunk::While {
                condition,
                body,
                init,
                output,
            } => run_while(ctx, condition, body, init, output, buffers),
            Thunk::Conditional {
                selector,
                selector_is_pred,
                branches,
                operands,
                output,
            } => {
                let index = branch_index(ptr(selector), *selector_is_pred, branches.len());
                let params: Vec<SendPtr> = operands[index].leaves.iter().map(ptr).collect();
                let outs: Vec<SendPtr> = output.leaves.iter().map(ptr).collect();
                branches[index].run(ctx, &params, &outs)
            }
        }
    }
}

/// Kernel arguments up to this many are passed from the stack (no allocation per call).
const INLINE_ARGS: usize = 16;

/// Whether a kernel whose parallel loop has `extent` iterations runs on the calling thread
/// alone.
pub(crate) fn runs_on_one_thread(ctx: &ThunkContext, extent: i64) -> bool {
    let threads = ctx.pool.as_ref().map_or(1, |p| p.current_num_threads()) as i64;
    threads <= 1 || extent < MIN_PARALLEL_ITERATIONS * threads
}

fn run_kernel(
    ctx: &ThunkContext,
    kernel: &LoadedKernel,
    arg_ids: &[BufferId],
    buffers: &[SendPtr],
    extent: i64,
) {
    let threads = ctx.pool.as_ref().map_or(1, |p| p.current_num_threads()) as i64;
    if runs_on_one_thread(ctx, extent) {
        let mut inline = [std::ptr::null_mut(); INLINE_ARGS];
        let heap: Vec<*mut u8>;
        let raw: &[*mut u8] = if arg_ids.len() <= INLINE_ARGS {
            for (slot, id) in inline.iter_mut().zip(arg_ids) {
                *slot = buffers[id.0 as usize].0;
            }
            &inline[..arg_ids.len()]
        } else {
            heap = arg_ids.iter().map(|id| buffers[id.0 as usize].0).collect();
            &heap
        };
        let _ftz = super::denormals::FlushDenormals::enable();
        // SAFETY: the arguments are the kernel's buffers, sized by the buffer assignment.
        unsafe { kernel.call(raw, 0, extent.max(1)) };
        return;
    }
    let args: Vec<SendPtr> = arg_ids.iter().map(|id| buffers[id.0 as usize]).collect();
    let chunks = threads * 4;
    let step = (extent + chunks - 1) / chunks;
    let pool = ctx.pool.as_ref().expect("threads > 1 implies a pool");
    pool.scope(|scope| {
        for start in (0..extent).step_by(step as usize) {
            let end = (start + step).min(extent);
            let args: Vec<SendPtr> = args.to_vec();
            scope.spawn(move |_| {
                let raw: Vec<*mut u8> = args.iter().map(|p| p.0).collect();
                let _ftz = super::denormals::FlushDenormals::enable();
                // SAFETY: iterations of the parallel loop write disjoint elements (kernel IR
                // contract), so chunks may run concurrently.
                unsafe { kernel.call(&raw, start, end) };
            });
        }
    });
}

/// The branch a conditional takes; an s32 index out of range selects the last branch.
fn branch_index(selector: SendPtr, is_pred: bool, branches: usize) -> usize {
    // SAFETY: the selector buffer holds a pred byte or an s32, as the verifier checked.
    if is_pred {
        let value = unsafe { *selector.0 };
        if value != 0 {
            0
        } else {
            1
        }
    } else {
        let value = unsafe { (selector.0 as *const i32).read_unaligned() };
        if value < 0 || value as usize >= branches {
            branches - 1
        } else {
            value as usize
        }
    }
}

/// Runs a while loop over its state buffers (the while's result leaves): the init is copied
/// in where it is not already there (the buffer assignment shares dead init buffers and leaves
/// pass-through leaves in the init's), then the condition and the body run in place on the
/// state, bound once for the whole loop.
fn run_while(
    ctx: &ThunkContext,
    condition: &Program,
    body: &Program,
    init: &Value,
    output: &Value,
    buffers: &[SendPtr],
) -> Result<(), Error> {
    let ptr = |b: &BufferId| buffers[b.0 as usize];
    let state: Vec<SendPtr> = output.leaves.iter().map(ptr).collect();
    for ((src, dst), leaf) in init
        .leaves
        .iter()
        .map(ptr)
        .zip(&state)
        .zip(&body.root_leaves)
    {
        if src.0 != dst.0 {
            let bytes = body.buffers[leaf.0 as usize].bytes;
            // SAFETY: same-shaped state buffers; the init's buffer and the state's are distinct
            // buffers of the caller's assignment.
            unsafe { std::ptr::copy(src.0, dst.0, bytes) };
        }
    }
    let mut flag = [0u8; 8];
    // One mode switch for the whole loop (the runs inside find the mode set).
    let _ftz = super::denormals::FlushDenormals::enable();
    let mut condition = condition.bind(&state, &[SendPtr(flag.as_mut_ptr())])?;
    let mut body = body.bind(&state, &state)?;
    // Both run once per iteration on the same buffers: resolve their kernels' arguments once.
    condition.resolve_kernel_calls(ctx);
    body.resolve_kernel_calls(ctx);
    if let (Some(test), Some(step)) = (condition.direct_calls(), body.direct_calls()) {
        // Only kernels, all in place: the loop makes the calls itself.
        loop {
            // SAFETY: both programs stay bound for the loop; denormals are flushed above.
            test.iter().for_each(|k| unsafe { k.run() });
            // SAFETY: the condition wrote its pred result into `flag`.
            if unsafe { std::ptr::read_volatile(flag.as_ptr()) } == 0 {
                return Ok(());
            }
            // SAFETY: as above.
            step.iter().for_each(|k| unsafe { k.run() });
        }
    }
    loop {
        condition.run(ctx)?;
        // SAFETY: the condition wrote its pred result into `flag` through the pointer above.
        if unsafe { std::ptr::read_volatile(flag.as_ptr()) } == 0 {
            return Ok(());
        }
        body.run(ctx)?;
    }
}

/// Runs one instruction on the interpreter: operands are copied out of their buffers into
/// literals and the result is copied back.
fn interpret(
    ctx: &ThunkContext,
    comp: CompId,
    instr: InstrId,
    operands: &[Value],
    output: &Value,
    buffers: &[SendPtr],
) -> Result<(), Error> {
    // The interpreter models flushing itself: it runs on IEEE arithmetic, whatever mode the
    // program around it holds.
    let _ieee = super::denormals::KeepDenormals::enable();
    let literals = operands
        .iter()
        .map(|v| value_to_literal(&v.shape, &mut v.leaves.iter(), buffers))
        .collect::<Result<Vec<_>, _>>()?;
    let refs: Vec<&Literal> = literals.iter().collect();
    let module = ctx.module.get()?;
    // A stored plan names the instruction by ids; they must exist in the decoded module.
    let exists = module
        .computations
        .get(comp.index())
        .is_some_and(|c| instr.index() < c.instructions.len());
    if !exists {
        return Err(Error::msg(
            "an interpreted instruction is not in the module",
        ));
    }
    let evaluator = kiln_eval::Evaluator::new(module);
    let result = evaluator.eval_single(comp, instr, &refs)?;
    // The output buffers are sized for the declared shape: anything else would be written
    // past them.
    if !result.shape().compatible(&output.shape) {
        let instr = &module.computations[comp.index()].instructions[instr.index()];
        return Err(Error::new(
            instr.span,
            format!(
                "in `{}` ({}): the interpreter computed {}, not the declared {}",
                instr.name,
                instr.opcode,
                result.shape(),
                output.shape
            ),
        ));
    }
    let leaves = super::memory::array_leaves(&result);
    if leaves.len() != output.leaves.len() {
        return Err(Error::msg(
            "interpreter result does not match the output buffers",
        ));
    }
    for (leaf, buffer) in leaves.iter().zip(&output.leaves) {
        // SAFETY: the output buffer was assigned for exactly this array shape.
        unsafe { write_literal(leaf, buffers[buffer.0 as usize].0) };
    }
    Ok(())
}

fn value_to_literal(
    shape: &Shape,
    leaves: &mut std::slice::Iter<BufferId>,
    buffers: &[SendPtr],
) -> Result<Literal, Error> {
    match shape {
        Shape::Array(array) => {
            let buffer = leaves
                .next()
                .ok_or_else(|| Error::msg("missing buffer for an operand leaf"))?;
            // SAFETY: the buffer holds an array of this shape.
            let lit = unsafe { read_literal(array, buffers[buffer.0 as usize].0) };
            lit.map(Literal::Array).map_err(Error::msg)
        }
        Shape::Tuple(elems) => elems
            .iter()
            .map(|e| value_to_literal(e, leaves, buffers))
            .collect::<Result<Vec<_>, _>>()
            .map(Literal::Tuple),
        Shape::Token => Ok(Literal::Token),
    }
}
