//! kOutput fusions (a dot or convolution with its elementwise epilogue) as one library call
//! and ONE epilogue kernel, instead of a nested program with a kernel per epilogue op (each a
//! full pass over memory) and a copy of its result.
//!
//! The epilogue is the fused computation with the product replaced by a parameter
//! ([`epilogue`]); the kLoop lowering compiles it like any loop fusion. Its kernel reads the
//! fusion's operands and the product, and writes the fusion's output. The library call is the
//! one a lone dot or convolution gets (`library::plan`), run over the whole product.
//!
//! When output element `i` reads only product element `i` and the element widths match, the
//! product is written straight into the output buffer and the kernel updates it in place
//! (each element is read before it is written, by the same iteration); otherwise it goes to
//! scratch memory the thunk keeps between runs. Anything not handled here says why, and the
//! fusion runs as a nested program as before.
//!
//! Row blocks (GEMM on a block of rows, then the epilogue on it while it is in cache) were
//! measured and lost: the `gemm` crate packs the whole rhs again for every block, which costs
//! more than the epilogue's second pass over the product saves (mlp, CPU time against the
//! nested program: 128 KiB blocks +37 %, 512 KiB +2 %, the whole product at once −6 %). Blocking belongs
//! inside the GEMM, as an epilogue callback on its own output tiles.

pub mod epilogue;

use super::denormals::FlushDenormals;
use super::kernel_source::KernelSource;
use super::library::{self, LibraryCall, PlanContext};
use super::memory::{SendPtr, Spares};
use super::thunk::{ThunkContext, Value};
use kiln_codegen::cpu::LoadedKernel;
use kiln_codegen::lower::lower_computation;
use kiln_hlo::{CompId, Error, InstrId, Module};
use kiln_opt::buffer_assignment::{assign_buffers, BufferId, BufferKind};
use rayon::prelude::*;
use std::sync::Arc;

/// Below this many iterations a kernel is not worth splitting across threads.
const MIN_PARALLEL_ITERATIONS: i64 = 2;

/// A kOutput fusion, compiled.
pub struct OutputFusion {
    pub name: String,
    /// The library op, over the fused computation's buffers (`table_len` of them): its
    /// operands are parameters (`(buffer, parameter number)`), its result `product`.
    pub(crate) call: Box<dyn LibraryCall>,
    pub(crate) table_len: usize,
    pub(crate) params: Vec<(BufferId, usize)>,
    pub(crate) product: BufferId,
    pub(crate) epilogue: Arc<LoadedKernel>,
    /// The fusion's operands (one buffer each, in parameter order) and its output.
    pub(crate) operands: Vec<BufferId>,
    pub(crate) output: BufferId,
    /// The product is computed into the output buffer, else into scratch of this size.
    pub(crate) in_place: bool,
    pub(crate) scratch_bytes: usize,
    pub(crate) scratch: Spares,
}

/// What building the thunk needs from the program being built.
pub struct FusionSite<'a> {
    pub module: &'a Arc<Module>,
    /// The fused computation.
    pub called: CompId,
    /// The fusion instruction's name (the kernel's name).
    pub name: &'a str,
    pub operands: Vec<Value>,
    pub output: Value,
    pub threads: usize,
}

impl OutputFusion {
    /// The compiled fusion, or why it is not handled here.
    pub fn build(site: FusionSite, kernels: &mut KernelSource) -> Result<OutputFusion, String> {
        let fused = site.module.comp(site.called);
        let shape = epilogue::analyze(fused)?;
        let operands = site
            .operands
            .iter()
            .map(|v| match v.leaves[..] {
                [leaf] => Ok(leaf),
                _ => Err("an operand is not one array".to_string()),
            })
            .collect::<Result<Vec<_>, _>>()?;
        let [output] = site.output.leaves[..] else {
            return Err("the output is not one array".into());
        };
        let mut library = plan_library(&site, shape.product)?;
        let dot = fused.instr(shape.product);
        if one_free_dimension_each(fused, dot) {
            if let Some(window) = epilogue::column_window(fused, &shape) {
                library.call.restrict_to(window);
            }
        }
        let product_type = dot.shape.element_type();
        let out_type = fused.root_instr().shape.element_type();
        let in_place = shape.in_order && product_type.byte_size() == out_type.byte_size();
        let product_count = dot.shape.as_array().map_or(0, |a| a.element_count());

        // The epilogue computation is built only to be lowered: a cache hit replays the
        // kernel and never needs it.
        let lower = || {
            let natural = epilogue::epilogue_computation(fused, shape.product);
            let epilogue_comp = match (shape.in_order, dot.shape.dims().last()) {
                (true, Some(&cols))
                    if cols > 0 && epilogue::reshapes_product(fused, shape.product) =>
                {
                    let rows = product_count / cols;
                    epilogue::by_rows(natural.clone(), shape.product, rows, cols).unwrap_or(natural)
                }
                _ => natural,
            };
            let module = epilogue::epilogue_module(epilogue_comp);
            lower_computation(&module, CompId(0), site.name).map_err(|e| e.to_string())
        };
        // The epilogue's arguments: the operands, the product, the output.
        let scratch_bytes = product_count as usize * product_type.byte_size();
        let mut arg_bytes = Vec::with_capacity(operands.len() + 2);
        for value in site.operands.iter().chain([&site.output]) {
            let leaf = value.shape.leaves().into_iter().find_map(|s| s.as_array());
            let bytes = leaf
                .map(kiln_opt::buffer_assignment::array_bytes)
                .ok_or("an operand is not one array")?
                .map_err(|e| e.message)?;
            arg_bytes.push(bytes);
        }
        arg_bytes.insert(operands.len(), scratch_bytes);
        let epilogue = kernels.obtain_lowered(site.name, &arg_bytes, lower)?;
        Ok(OutputFusion {
            name: site.name.to_string(),
            call: library.call,
            table_len: library.table_len,
            params: library.params,
            product: library.product,
            epilogue,
            operands,
            output,
            in_place,
            scratch_bytes,
            scratch: Spares::default(),
        })
    }

    /// One line for `--explain`.
    pub fn describe(&self) -> String {
        let place = if self.in_place { "in place" } else { "scratch" };
        let windowed = self
            .call
            .as_any()
            .and_then(|call| call.downcast_ref::<library::gemm::GemmCall>())
            .is_some_and(|gemm| gemm.window.is_some());
        let skips = if windowed {
            ", GEMM tiles outside the select's mask skipped"
        } else {
            ""
        };
        format!(
            "{}: library call + epilogue kernel ({place}{skips})",
            self.name
        )
    }

    pub fn run(&self, ctx: &ThunkContext, buffers: &[SendPtr]) -> Result<(), Error> {
        let ptr = |b: &BufferId| buffers[b.0 as usize];
        let output = ptr(&self.output);
        let mut scratch = self.take_scratch();
        let product = match &mut scratch {
            Some(s) => SendPtr(s.as_mut_ptr() as *mut u8),
            None => output,
        };
        let mut args: Vec<SendPtr> = self.operands.iter().map(ptr).collect();
        let mut table = vec![SendPtr(std::ptr::null_mut()); self.table_len];
        for &(inner, param) in &self.params {
            table[inner.0 as usize] = args[param];
        }
        table[self.product.0 as usize] = product;
        {
            let _ftz = FlushDenormals::enable();
            self.call.run(&table)?;
        }
        args.push(product);
        args.push(output);
        run_kernel(ctx, &self.epilogue, &args);
        self.return_scratch(scratch);
        Ok(())
    }

    fn take_scratch(&self) -> Option<Vec<u64>> {
        (!self.in_place).then(|| self.scratch.take(self.scratch_bytes.div_ceil(8).max(1)))
    }

    fn return_scratch(&self, scratch: Option<Vec<u64>>) {
        if let Some(s) = scratch {
            self.scratch.give(s);
        }
    }
}

/// Whether `dot` (in `comp`) has one free dimension on each side, so that its result's
/// last two dimensions are the GEMM's rows and columns.
fn one_free_dimension_each(comp: &kiln_hlo::Computation, dot: &kiln_hlo::Instruction) -> bool {
    let Some(dd) = &dot.attrs.dot_dims else {
        return false;
    };
    let free = |operand: usize, contracting: usize| {
        let rank = comp.instr(dot.operands[operand]).shape.dims().len();
        rank.checked_sub(dd.lhs_batch.len() + contracting)
    };
    dot.opcode == kiln_hlo::Opcode::Dot
        && dot.operands.len() == 2
        && free(0, dd.lhs_contracting.len()) == Some(1)
        && free(1, dd.rhs_contracting.len()) == Some(1)
}

/// The library call for the product, planned over the fused computation's own buffers.
struct LibraryPlan {
    call: Box<dyn LibraryCall>,
    table_len: usize,
    params: Vec<(BufferId, usize)>,
    product: BufferId,
}

fn plan_library(site: &FusionSite, product: InstrId) -> Result<LibraryPlan, String> {
    let fused = site.module.comp(site.called);
    let assignment = assign_buffers(fused).map_err(|e| e.to_string())?;
    let ctx = PlanContext {
        module: site.module,
        comp: site.called,
        instr: product,
        assignment: &assignment,
        threads: site.threads,
    };
    let call = match library::plan(&ctx) {
        Some(Ok(call)) => call,
        Some(Err(reason)) => return Err(reason),
        None => return Err("no library call computes the product".into()),
    };
    let mut params = Vec::new();
    for operand in &fused.instr(product).operands {
        for &leaf in &assignment.leaves[operand.index()] {
            let BufferKind::Parameter { number, leaf: 0 } = assignment.buffer(leaf).kind else {
                return Err("a library operand is not a parameter".into());
            };
            params.push((leaf, number));
        }
    }
    let [product] = assignment.leaves[product.index()][..] else {
        return Err("the product is not one array".into());
    };
    Ok(LibraryPlan {
        call,
        table_len: assignment.buffers.len(),
        params,
        product,
    })
}

/// Runs `kernel` over its whole parallel loop, split across the pool's threads.
fn run_kernel(ctx: &ThunkContext, kernel: &LoadedKernel, args: &[SendPtr]) {
    let extent = kernel.parallel_extent();
    let threads = ctx.pool.as_ref().map_or(1, |p| p.current_num_threads()) as i64;
    let call = |start: i64, end: i64| {
        let raw: Vec<*mut u8> = args.iter().map(|p| p.0).collect();
        let _ftz = FlushDenormals::enable();
        // SAFETY: the arguments are the kernel's buffers; parallel iterations write disjoint
        // elements (kernel IR contract), so ranges may run concurrently.
        unsafe { kernel.call(&raw, start, end) };
    };
    match &ctx.pool {
        Some(pool) if threads > 1 && extent >= MIN_PARALLEL_ITERATIONS * threads => {
            let chunks = threads * 4;
            let step = (extent + chunks - 1) / chunks;
            let ranges: Vec<(i64, i64)> = (0..extent)
                .step_by(step as usize)
                .map(|s| (s, (s + step).min(extent)))
                .collect();
            pool.install(|| ranges.par_iter().for_each(|&(s, e)| call(s, e)));
        }
        _ => call(0, extent.max(1)),
    }
}
