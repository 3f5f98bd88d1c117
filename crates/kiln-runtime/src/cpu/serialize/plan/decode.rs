//! Decoding a stored plan, with every check the plan module's doc lists.

use super::library::{Space, CONVOLUTION, SCATTER, SORT, TOP_K};
use super::*;
use crate::cpu::library::column_window::ColumnWindow;
use kiln_opt::buffer_assignment::ALIGNMENT;

/// More buffers than this in an output fusion's table means it is not ours.
const MAX_TABLE: usize = 1 << 20;

/// The signature and entry program `bytes` describe, every kernel taken from `kernels`
/// (record `i`'s instruction and argument count in `records[i]`, its mapped code in
/// `loaded[i]`); checked as the module doc says.
pub fn decode_plan(
    bytes: &[u8],
    records: &[crate::cpu::kernel_source::KernelRecord],
    loaded: &[Option<Arc<LoadedKernel>>],
) -> Result<(EntrySignature, Program), String> {
    let mut d = Decoder {
        r: Reader { bytes, pos: 0 },
        records,
        loaded,
        used: vec![false; records.len()],
    };
    let count = d.count(1)?;
    let params = (0..count)
        .map(|_| d.shape())
        .collect::<Result<Vec<_>, _>>()?;
    let root = d.shape()?;
    let entry = d.program(0)?;
    if d.r.remaining() != 0 {
        return Err(format!("plan: {} trailing bytes", d.r.remaining()));
    }
    let compiled = loaded.iter().filter(|k| k.is_some()).count();
    let used = d.used.iter().filter(|&&u| u).count();
    if used != compiled {
        return bad(format!(
            "{compiled} kernel records, {used} used by the module"
        ));
    }
    // The caller passes the parameters' leaves and one output per root leaf.
    let param_bytes = leaf_bytes_all(&params)?;
    check_interface(&entry, &param_bytes, &leaf_bytes(&root)?)?;
    Ok((EntrySignature { params, root }, entry))
}

pub(super) struct Decoder<'a> {
    pub(super) r: Reader<'a>,
    records: &'a [crate::cpu::kernel_source::KernelRecord],
    loaded: &'a [Option<Arc<LoadedKernel>>],
    /// Which records a thunk has taken.
    used: Vec<bool>,
}

impl Decoder<'_> {
    pub(super) fn u32(&mut self) -> Result<usize, String> {
        Ok(self.r.u32()? as usize)
    }

    pub(super) fn u64(&mut self) -> Result<u64, String> {
        Ok(u64::from_le_bytes(self.r.array()?))
    }

    pub(super) fn size(&mut self) -> Result<usize, String> {
        self.r.usize()
    }

    pub(super) fn flag(&mut self) -> Result<bool, String> {
        match self.r.u8()? {
            0 => Ok(false),
            1 => Ok(true),
            other => bad(format!("bad flag {other}")),
        }
    }

    /// A count of items of at least `min_bytes` each, checked against the bytes left.
    pub(super) fn count(&mut self, min_bytes: usize) -> Result<usize, String> {
        let n = self.u32()?;
        if n > self.r.remaining() / min_bytes.max(1) {
            return bad(format!("count {n} does not fit the bytes left"));
        }
        Ok(n)
    }

    fn shape(&mut self) -> Result<Shape, String> {
        kiln_hlo::binary::read_shape(self.r.bytes, &mut self.r.pos)
    }

    pub(super) fn ids(&mut self, buffers: usize) -> Result<Vec<BufferId>, String> {
        let n = self.count(4)?;
        (0..n).map(|_| self.id(buffers)).collect()
    }

    pub(super) fn id(&mut self, buffers: usize) -> Result<BufferId, String> {
        let id = self.r.u32()?;
        if id as usize >= buffers {
            return bad(format!("buffer {id} of {buffers}"));
        }
        Ok(BufferId(id))
    }

    /// A value whose leaves are buffers of `slots` the size of its shape's leaves.
    fn value(&mut self, slots: &[BufferSlot]) -> Result<Value, String> {
        let shape = self.shape()?;
        let leaves = self.ids(slots.len())?;
        let sizes = leaf_bytes(&shape)?;
        let fits = sizes.len() == leaves.len()
            && sizes
                .iter()
                .zip(&leaves)
                .all(|(&bytes, id)| slots[id.0 as usize].bytes == bytes);
        if !fits {
            return bad("a value's buffers do not match its shape");
        }
        Ok(Value { shape, leaves })
    }

    fn values(&mut self, slots: &[BufferSlot]) -> Result<Vec<Value>, String> {
        let n = self.count(5)?;
        (0..n).map(|_| self.value(slots)).collect()
    }

    /// Record `index`'s kernel, which must be `name`'s and take buffers of `arg_bytes` bytes
    /// (what it was compiled for); each compiled record serves one thunk.
    fn kernel(
        &mut self,
        index: usize,
        name: &str,
        arg_bytes: &[usize],
    ) -> Result<Arc<LoadedKernel>, String> {
        let arg_count = arg_bytes.len();
        let (Some(record), Some(Some(kernel))) = (self.records.get(index), self.loaded.get(index))
        else {
            return bad(format!(
                "no kernel record {index} for `{name}` (the entry has {})",
                self.records.len()
            ));
        };
        if std::mem::replace(&mut self.used[index], true) {
            return bad(format!("kernel record {index} serves two thunks"));
        }
        if record.instruction != name {
            return bad(format!(
                "kernel record for `{}` where `{name}` was expected",
                record.instruction
            ));
        }
        if record.arg_count != arg_count {
            return bad(format!(
                "kernel `{}` takes {} arguments, the plan passes {arg_count}",
                record.instruction, record.arg_count
            ));
        }
        if record.arg_bytes != arg_bytes {
            return bad(format!(
                "kernel `{name}` was compiled for argument sizes {:?}, the plan passes {arg_bytes:?}",
                record.arg_bytes
            ));
        }
        Ok(kernel.clone())
    }

    fn program(&mut self, depth: usize) -> Result<Program, String> {
        if depth >= MAX_DEPTH {
            return bad("programs nested too deeply");
        }
        let name = self.r.string()?;
        let count = self.count(9)?;
        let mut buffers = Vec::with_capacity(count);
        for _ in 0..count {
            let kind = match self.r.u8()? {
                0 => BufferKind::Parameter {
                    number: self.u32()?,
                    leaf: self.u32()?,
                },
                1 => BufferKind::Constant(InstrId(self.r.u32()?)),
                2 => BufferKind::Arena {
                    offset: self.size()?,
                },
                3 => BufferKind::Output { leaf: self.u32()? },
                tag => return bad(format!("bad buffer tag {tag}")),
            };
            buffers.push(BufferSlot {
                kind,
                bytes: self.size()?,
            });
        }
        let assigned_arena_bytes = self.size()?;
        let arena_bytes = self.size()?;
        if arena_bytes < assigned_arena_bytes {
            return bad("arena smaller than its assignment");
        }
        // The assignment's arena ends where its last buffer does (each buffer's bytes rounded
        // up as the placement rounds them), so no edited size makes it larger than its buffers.
        let mut arena_end = 0usize;
        for slot in &buffers {
            if let BufferKind::Arena { offset } = slot.kind {
                if offset
                    .checked_add(slot.bytes)
                    .is_none_or(|end| end > assigned_arena_bytes)
                {
                    return bad(format!("{name}: an arena buffer lies outside the arena"));
                }
                let placed = slot.bytes.max(1).checked_next_multiple_of(ALIGNMENT);
                let end = placed.and_then(|placed| offset.checked_add(placed));
                arena_end = arena_end.max(end.unwrap_or(usize::MAX));
            }
        }
        if arena_end != assigned_arena_bytes {
            return bad(format!(
                "{name}: the arena is not the size its buffers need"
            ));
        }
        let n = self.count(4)?;
        let param_leaf_start = (0..n).map(|_| self.u32()).collect::<Result<Vec<_>, _>>()?;
        let root_leaves = self.ids(buffers.len())?;
        let constants = self.constants(&buffers)?;
        let root_copies =
            self.root_copies(&buffers, &root_leaves, arena_bytes - assigned_arena_bytes)?;
        // The staging area holds the staged copies, each rounded up to 64 bytes, and no more.
        let staged = root_copies
            .iter()
            .filter(|c| c.staging.is_some())
            .try_fold(0usize, |sum, c| {
                sum.checked_add(c.bytes.checked_next_multiple_of(64)?)
            });
        if staged != Some(arena_bytes - assigned_arena_bytes) {
            return bad(format!(
                "{name}: the staging area is not the size of its copies"
            ));
        }
        let stats = self.stats()?;
        let parts = ProgramParts {
            name,
            buffers,
            assigned_arena_bytes,
            param_leaf_start,
            root_leaves,
            constants,
            stats,
            root_copies,
            arena_bytes,
        };
        let n = self.count(1)?;
        let mut thunks = Vec::with_capacity(n);
        for _ in 0..n {
            thunks.push(self.thunk(&parts.buffers, depth)?);
        }
        let mut parts = parts;
        parts.stats.slice_views = slice_views(&thunks);
        parts.stats.row_groups = row_groups(&thunks);
        Ok(Program::from_parts(parts, thunks))
    }

    /// Constants: one literal for every constant buffer, of its size.
    fn constants(&mut self, slots: &[BufferSlot]) -> Result<Vec<(BufferId, ArrayLiteral)>, String> {
        let n = self.count(5)?;
        let mut out: Vec<(BufferId, ArrayLiteral)> = Vec::with_capacity(n);
        for _ in 0..n {
            let id = self.id(slots.len())?;
            let Literal::Array(literal) =
                kiln_hlo::binary::read_literal(self.r.bytes, &mut self.r.pos)?
            else {
                return bad("a constant is not an array");
            };
            let slot = &slots[id.0 as usize];
            let bytes = literal.data.len().checked_mul(literal.ty.byte_size());
            if !matches!(slot.kind, BufferKind::Constant(_)) || bytes != Some(slot.bytes) {
                return bad("a constant does not match its buffer");
            }
            out.push((id, literal));
        }
        let constant_buffers = slots
            .iter()
            .filter(|s| matches!(s.kind, BufferKind::Constant(_)))
            .count();
        let mut seen: Vec<u32> = out.iter().map(|(id, _)| id.0).collect();
        seen.sort_unstable();
        seen.dedup();
        if seen.len() != out.len() || seen.len() != constant_buffers {
            return bad("constant buffers and constants do not pair up");
        }
        Ok(out)
    }

    fn root_copies(
        &mut self,
        slots: &[BufferSlot],
        root_leaves: &[BufferId],
        staging_bytes: usize,
    ) -> Result<Vec<RootCopy>, String> {
        let n = self.count(25)?;
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            let leaf = self.u32()?;
            let source = self.id(slots.len())?;
            let bytes = self.size()?;
            let staged = self.flag()?;
            let offset = self.size()?;
            if leaf >= root_leaves.len() || slots[source.0 as usize].bytes != bytes {
                return bad("a root copy does not match its leaf");
            }
            if staged
                && offset
                    .checked_add(bytes)
                    .is_none_or(|end| end > staging_bytes)
            {
                return bad("a root copy is staged outside the arena");
            }
            out.push(RootCopy {
                leaf,
                source,
                bytes,
                staging: staged.then_some(offset),
            });
        }
        Ok(out)
    }

    fn stats(&mut self) -> Result<ProgramStats, String> {
        let kernels = self.size()?;
        let library_calls = self.size()?;
        let arena_bytes = self.size()?;
        let n = self.count(12)?;
        let mut fallbacks = Vec::with_capacity(n);
        for _ in 0..n {
            let instruction = self.r.string()?;
            let index = self.u32()?;
            let Some(&opcode) = Opcode::ALL.get(index) else {
                return bad(format!("opcode {index} out of range"));
            };
            fallbacks.push(Fallback {
                instruction,
                opcode,
                reason: self.r.string()?,
            });
        }
        let n = self.count(4)?;
        let output_fusions = (0..n)
            .map(|_| self.r.string())
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ProgramStats {
            kernels,
            library_calls,
            slice_views: 0,
            fallbacks,
            arena_bytes,
            output_fusions,
            row_groups: Vec::new(),
        })
    }

    pub(super) fn gemm(&mut self, buffers: usize) -> Result<GemmCall, String> {
        let ty = match self.r.u8()? {
            0 => PrimitiveType::F32,
            1 => PrimitiveType::F64,
            other => return bad(format!("GEMM type {other}")),
        };
        let (lhs, rhs, out) = (self.id(buffers)?, self.id(buffers)?, self.id(buffers)?);
        let (m, n, k, threads) = (self.size()?, self.size()?, self.size()?, self.size()?);
        if threads == 0 || threads > MAX_THREADS {
            return bad(format!("GEMM on {threads} threads"));
        }
        let mut stride = || -> Result<isize, String> {
            isize::try_from(self.u64()? as i64).map_err(|_| "plan: stride out of range".into())
        };
        let lhs_strides = (stride()?, stride()?);
        let rhs_strides = (stride()?, stride()?);
        let count = self.count(16)?;
        let mut batch_offsets = Vec::with_capacity(count);
        for _ in 0..count {
            let l = isize::try_from(self.u64()? as i64).map_err(|_| "plan: offset out of range")?;
            let r = isize::try_from(self.u64()? as i64).map_err(|_| "plan: offset out of range")?;
            batch_offsets.push((l, r));
        }
        let window = match self.flag()? {
            false => None,
            true => {
                let mut lines = || -> Result<Vec<(i64, i64)>, String> {
                    let count = self.count(16)?;
                    (0..count)
                        .map(|_| Ok((self.u64()? as i64, self.u64()? as i64)))
                        .collect()
                };
                let from = lines()?;
                Some(ColumnWindow {
                    from,
                    below: lines()?,
                })
            }
        };
        Ok(GemmCall {
            ty,
            lhs,
            rhs,
            out,
            m,
            n,
            k,
            lhs_strides,
            rhs_strides,
            batch_offsets,
            threads,
            window,
        })
    }

    fn thunk(&mut self, slots: &[BufferSlot], depth: usize) -> Result<Thunk, String> {
        match self.r.u8()? {
            KERNEL => self.kernel_thunk(slots),
            UPDATE_SLICE => {
                let kernel = self.kernel_thunk(slots)?;
                let Thunk::Kernel { args, .. } = &kernel else {
                    return bad("not a kernel");
                };
                let update = self.in_place_update(args, slots)?;
                Ok(Thunk::UpdateSlice {
                    update: Box::new(update),
                    kernel: Box::new(kernel),
                })
            }
            GATHER_ROWS => {
                let kernel = self.kernel_thunk(slots)?;
                let Thunk::Kernel { args, .. } = &kernel else {
                    return bad("not a kernel");
                };
                let prefetch = self.gather_prefetch(args, slots)?;
                Ok(Thunk::GatherRows {
                    prefetch: Box::new(prefetch),
                    kernel: Box::new(kernel),
                })
            }
            // The thunk's tag is the call's.
            tag @ (GEMM | DOT | SCATTER | CONVOLUTION | SORT | TOP_K) => {
                Ok(Thunk::Library(self.tagged_call(tag, &Space::Slots(slots))?))
            }
            VIEW => Ok(Thunk::View(Box::new(self.slice_view(slots)?))),
            ROW_GROUP => self.row_group(slots).map(|g| Thunk::RowGroup(Box::new(g))),
            OUTPUT_FUSION => self
                .output_fusion(slots)
                .map(|f| Thunk::OutputFusion(Box::new(f))),
            INTERPRET => Ok(Thunk::Interpret {
                comp: CompId(self.r.u32()?),
                instr: InstrId(self.r.u32()?),
                operands: self.values(slots)?,
                output: self.value(slots)?,
            }),
            CALL => {
                let program = self.program(depth + 1)?;
                let args = self.values(slots)?;
                let output = self.value(slots)?;
                let arg_bytes: Vec<usize> = args
                    .iter()
                    .flat_map(|v| v.leaves.iter().map(|id| slots[id.0 as usize].bytes))
                    .collect();
                check_interface(&program, &arg_bytes, &value_bytes(&output, slots))?;
                Ok(Thunk::Call {
                    program: Arc::new(program),
                    args,
                    output,
                })
            }
            WHILE => {
                let condition = self.program(depth + 1)?;
                let body = self.program(depth + 1)?;
                let init = self.value(slots)?;
                let output = self.value(slots)?;
                let state = value_bytes(&output, slots);
                if value_bytes(&init, slots) != state || body.root_leaves.len() != state.len() {
                    return bad("while state, init and body root do not match");
                }
                // The condition writes its flag into eight bytes; the init is copied into the
                // state by the body's root leaf sizes.
                check_interface(&condition, &state, &[8])?;
                check_interface(&body, &state, &state)?;
                let root_fits = body
                    .root_leaves
                    .iter()
                    .zip(&state)
                    .all(|(leaf, &bytes)| body.buffers[leaf.0 as usize].bytes <= bytes);
                if !root_fits {
                    return bad("a while body's result does not fit the loop state");
                }
                Ok(Thunk::While {
                    condition: Arc::new(condition),
                    body: Arc::new(body),
                    init,
                    output,
                })
            }
            CONDITIONAL => {
                let selector = self.id(slots.len())?;
                let selector_is_pred = self.flag()?;
                let needed = if selector_is_pred { 1 } else { 4 };
                if slots[selector.0 as usize].bytes < needed {
                    return bad("conditional selector buffer too small");
                }
                let n = self.count(1)?;
                let branches = (0..n)
                    .map(|_| self.program(depth + 1))
                    .collect::<Result<Vec<_>, _>>()?;
                let operands = self.values(slots)?;
                let output = self.value(slots)?;
                if branches.is_empty() || operands.len() != branches.len() {
                    return bad("conditional branches and operands do not pair up");
                }
                let out = value_bytes(&output, slots);
                for (branch, operand) in branches.iter().zip(&operands) {
                    check_interface(branch, &value_bytes(operand, slots), &out)?;
                }
                Ok(Thunk::Conditional {
                    selector,
                    selector_is_pred,
                    branches: branches.into_iter().map(Arc::new).collect(),
                    operands,
                    output,
                })
            }
            tag => bad(format!("bad thunk tag {tag}")),
        }
    }

    /// A row group: its kernels, rows, block and scratch buffers, each scratch buffer split
    /// exactly into the rows.
    fn row_group(&mut self, slots: &[BufferSlot]) -> Result<RowGroup, String> {
        let n = self.count(16)?;
        let members = (0..n)
            .map(|_| self.kernel_thunk(slots))
            .collect::<Result<Vec<_>, _>>()?;
        let rows = i64::try_from(self.u64()?).map_err(|_| "plan: row group rows")?;
        let block = i64::try_from(self.u64()?).map_err(|_| "plan: row group block")?;
        let n = self.count(12)?;
        let mut scratch = Vec::with_capacity(n);
        for _ in 0..n {
            let buffer = self.id(slots.len())?;
            let row_bytes = self.size()?;
            let whole = usize::try_from(rows)
                .ok()
                .and_then(|r| row_bytes.checked_mul(r));
            if whole != Some(slots[buffer.0 as usize].bytes) {
                return bad("a row group's scratch buffer does not split into its rows");
            }
            scratch.push(Scratch { buffer, row_bytes });
        }
        RowGroup::new(members, rows, block, scratch)
    }

    /// A kernel launch: name, record index, argument buffers, parallel extent.
    fn kernel_thunk(&mut self, slots: &[BufferSlot]) -> Result<Thunk, String> {
        let name = self.r.string()?;
        let index = self.u32()?;
        let args = self.ids(slots.len())?;
        let parallel_extent = self.u64()? as i64;
        let sizes: Vec<usize> = args.iter().map(|id| slots[id.0 as usize].bytes).collect();
        let kernel = self.kernel(index, &name, &sizes)?;
        if parallel_extent != kernel.parallel_extent() {
            return bad(format!("kernel `{name}`: parallel extent differs"));
        }
        Ok(Thunk::Kernel {
            name,
            kernel,
            args,
            parallel_extent,
        })
    }

    fn output_fusion(&mut self, slots: &[BufferSlot]) -> Result<OutputFusion, String> {
        let name = self.r.string()?;
        let table_len = self.u32()?;
        if table_len > MAX_TABLE {
            return bad(format!("an output fusion of {table_len} buffers"));
        }
        let n = self.count(8)?;
        let mut params = Vec::with_capacity(n);
        for _ in 0..n {
            params.push((self.id(table_len)?, self.u32()?));
        }
        let product = self.id(table_len)?;
        let kernel = self.u32()?;
        let operands = self.ids(slots.len())?;
        let output = self.id(slots.len())?;
        let in_place = self.flag()?;
        let scratch_bytes = self.size()?;
        // The epilogue reads the operands and the product (scratch of `scratch_bytes`, or the
        // output itself) and writes the output.
        let size = |id: BufferId| slots[id.0 as usize].bytes;
        let mut sizes: Vec<usize> = operands.iter().map(|&id| size(id)).collect();
        sizes.extend([scratch_bytes, size(output)]);
        let epilogue = self.kernel(kernel, &name, &sizes)?;
        if params
            .iter()
            .any(|&(id, number)| id == product || number >= operands.len())
        {
            return bad("an output fusion's table does not fit its operands");
        }
        let product_bytes = if in_place {
            if scratch_bytes > size(output) {
                return bad("an in-place product larger than its output");
            }
            size(output)
        } else {
            scratch_bytes
        };
        // The call runs over the fusion's table: parameters are the fusion's operands, the
        // product is the scratch or (in place) the output, every other entry is null.
        let mut table = vec![None; table_len];
        for &(id, number) in &params {
            table[id.0 as usize] = Some(size(operands[number]));
        }
        table[product.0 as usize] = Some(product_bytes);
        let call = self.call(&Space::Table {
            sizes: table,
            product,
        })?;
        Ok(OutputFusion {
            name,
            call,
            table_len,
            params,
            product,
            epilogue,
            operands,
            output,
            in_place,
            scratch_bytes,
            scratch: Default::default(),
        })
    }
}

/// Checks that every element the GEMM reads or writes lies inside its buffers.
pub(super) fn check_gemm(g: &GemmCall, lhs: usize, rhs: usize, out: usize) -> Result<(), String> {
    let elem = g.ty.byte_size();
    // One past the last element a [rows, cols] matrix at `base` with `strides` reaches.
    let end = |base: isize, rows: usize, cols: usize, strides: (isize, isize)| -> Option<usize> {
        if rows == 0 || cols == 0 {
            return Some(0);
        }
        let base = usize::try_from(base).ok()?;
        let rs = usize::try_from(strides.0).ok()?;
        let cs = usize::try_from(strides.1).ok()?;
        let last = base
            .checked_add((rows - 1).checked_mul(rs)?)?
            .checked_add((cols - 1).checked_mul(cs)?)?;
        last.checked_add(1)?.checked_mul(elem)
    };
    let mut fits = true;
    for &(lo, ro) in &g.batch_offsets {
        fits &= end(lo, g.m, g.k, g.lhs_strides).is_some_and(|e| e <= lhs);
        fits &= end(ro, g.k, g.n, g.rhs_strides).is_some_and(|e| e <= rhs);
    }
    let written = g
        .batch_offsets
        .len()
        .checked_mul(g.m)
        .and_then(|v| v.checked_mul(g.n))
        .and_then(|v| v.checked_mul(elem));
    fits &= written.is_some_and(|w| w <= out);
    match fits {
        true => Ok(()),
        false => bad("a GEMM reaches outside its buffers"),
    }
}

/// Checks that `program`'s parameter buffers are the size of what its caller passes (leaf by
/// leaf, flattened over parameters) and its output buffers and copies fit the outputs.
fn check_interface(program: &Program, params: &[usize], outputs: &[usize]) -> Result<(), String> {
    let name = &program.name;
    for slot in &program.buffers {
        let given = match slot.kind {
            BufferKind::Parameter { number, leaf } => program
                .param_leaf_start
                .get(number)
                .and_then(|s| s.checked_add(leaf))
                .and_then(|i| params.get(i)),
            BufferKind::Output { leaf } => outputs.get(leaf),
            _ => continue,
        };
        if given.is_none_or(|&bytes| bytes < slot.bytes) {
            return bad(format!(
                "{name}: a buffer does not fit what its caller passes"
            ));
        }
    }
    if program.root_leaves.len() != outputs.len() {
        return bad(format!("{name}: root leaves and outputs differ in number"));
    }
    for copy in &program.root_copies {
        if outputs
            .get(copy.leaf)
            .is_none_or(|&bytes| bytes < copy.bytes)
        {
            return bad(format!("{name}: a root copy does not fit its output"));
        }
    }
    Ok(())
}

fn value_bytes(value: &Value, slots: &[BufferSlot]) -> Vec<usize> {
    value
        .leaves
        .iter()
        .map(|id| slots[id.0 as usize].bytes)
        .collect()
}

/// The byte sizes of `shape`'s array leaves, depth-first.
fn leaf_bytes(shape: &Shape) -> Result<Vec<usize>, String> {
    shape
        .leaves()
        .into_iter()
        .filter_map(|s| s.as_array())
        .map(|a| {
            kiln_opt::buffer_assignment::array_bytes(a).map_err(|e| format!("plan: {}", e.message))
        })
        .collect()
}

fn leaf_bytes_all(shapes: &[Shape]) -> Result<Vec<usize>, String> {
    let mut out = Vec::new();
    for shape in shapes {
        out.extend(leaf_bytes(shape)?);
    }
    Ok(out)
}

/// The row groups of `thunks` and the programs they nest, described (not stored either).
fn row_groups(thunks: &[Thunk]) -> Vec<String> {
    let nested = |p: &Program| p.stats.row_groups.clone();
    thunks
        .iter()
        .flat_map(|t| match t {
            Thunk::RowGroup(group) => vec![group.describe()],
            Thunk::Call { program, .. } => nested(program),
            Thunk::While {
                condition, body, ..
            } => [nested(condition), nested(body)].concat(),
            Thunk::Conditional { branches, .. } => {
                branches.iter().flat_map(|b| nested(b)).collect()
            }
            _ => Vec::new(),
        })
        .collect()
}

/// Dynamic slices read in place by `thunks` and the programs they nest (the statistic is not
/// stored: it is what the decoded thunks say).
fn slice_views(thunks: &[Thunk]) -> usize {
    let nested = |p: &Program| p.stats.slice_views;
    thunks
        .iter()
        .map(|t| match t {
            Thunk::View(_) => 1,
            Thunk::Call { program, .. } => nested(program),
            Thunk::While {
                condition, body, ..
            } => nested(condition) + nested(body),
            Thunk::Conditional { branches, .. } => branches.iter().map(|b| nested(b)).sum(),
            _ => 0,
        })
        .sum()
}
