//! "The element of this value at this index": the dispatch over opcodes, and the values that
//! are not computations of their own: parameters, constants, iota, tuples and calls.

use super::builder::{array_type, Binding, Lowerer, Node, MAX_INLINE_NODES};
use super::{bits, dynamic, elementwise, reduce, shape_ops, window, LowerError};
use crate::kir::{CmpOp, Expr, ScalarType};
use kiln_hlo::{ArrayData, CompId, ConstantValue, Instruction, Literal, Opcode, Shape};

/// Element requests nest at most this deep (a chain of this many instructions).
const MAX_RECURSION: usize = 400;
/// Array constants up to this many elements are built into the kernel as select chains.
const MAX_INLINE_CONSTANT: usize = 16;

/// The computation a `call`, `fusion` or `map` runs.
pub(super) fn callee(instr: &Instruction) -> Option<CompId> {
    match (instr.attrs.to_apply, instr.attrs.calls.as_deref()) {
        (Some(c), _) => Some(c),
        (None, Some([c])) => Some(*c),
        _ => None,
    }
}

impl Lowerer<'_> {
    /// The element at `idx` of array value `node`.
    pub fn gen(&mut self, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
        self.gen_output(node, 0, idx)
    }

    /// The element at `idx` of output `output` of `node` (non-zero only for variadic reduces).
    pub fn gen_output(
        &mut self,
        node: Node,
        output: usize,
        idx: &[Expr],
    ) -> Result<Expr, LowerError> {
        if let Some(v) = self.memo_get(node, output, idx) {
            return Ok(v);
        }
        if self.recursion >= MAX_RECURSION {
            return Err(self.error(node, "the graph is too deep to lower"));
        }
        self.recursion += 1;
        let result = self.gen_uncached(node, output, idx);
        self.recursion -= 1;
        let e = result?;
        self.place(node, output, idx, e)
    }

    /// Assigns a value to a variable when it is used more than once, can be hoisted out of
    /// the innermost open loop, or has grown large; otherwise it stays inline.
    fn place(
        &mut self,
        node: Node,
        output: usize,
        idx: &[Expr],
        e: Expr,
    ) -> Result<Expr, LowerError> {
        let shared = self.use_count(node) > 1;
        if matches!(e, Expr::Var(_) | Expr::Int(..) | Expr::Float(..)) {
            if shared {
                self.memo_put(node, output, idx, e.clone());
            }
            return Ok(e);
        }
        let (depth, size) = self.depth_and_size(&e);
        let current = self.current_depth();
        let hoistable = depth.max(self.floor_depth.min(current)) < current;
        if !(shared || hoistable || size > MAX_INLINE_NODES) {
            return Ok(e);
        }
        let v = self.materialize(e)?;
        self.memo_put(node, output, idx, v.clone());
        Ok(v)
    }

    fn gen_uncached(
        &mut self,
        node: Node,
        output: usize,
        idx: &[Expr],
    ) -> Result<Expr, LowerError> {
        let instr = self.instr(node);
        if let Some(&buffer) = self.frames[node.frame].externals.get(&node.instr) {
            return Ok(self.load_buffer(buffer, idx));
        }
        if output > 0 && !is_multi_output(instr) {
            return Err(self.error(node, format!("has no output {output}")));
        }
        use Opcode::*;
        match instr.opcode {
            Parameter => self.gen_parameter(node, idx),
            Constant => self.gen_constant(node, idx),
            Iota => self.gen_iota(node, idx),
            GetTupleElement => {
                let k = instr.attrs.index.unwrap_or(-1);
                let (leaf, out) = self.resolve_element(self.operand(node, 0)?, k)?;
                self.gen_output(leaf, out, idx)
            }
            Call | Fusion => {
                let root = self.callee_root(node)?;
                self.gen(root, idx)
            }
            OptimizationBarrier => self.gen(self.operand(node, 0)?, idx),
            Map => self.gen_map(node, idx),
            Reduce | ReduceWindow => {
                let values = if instr.opcode == Reduce {
                    reduce::gen_reduce(self, node, idx)?
                } else {
                    window::gen_reduce_window(self, node, idx)?
                };
                values
                    .get(output)
                    .cloned()
                    .ok_or_else(|| self.error(node, format!("has no output {output}")))
            }
            Broadcast | Reshape | Bitcast | Transpose | Slice | Pad | Concatenate | Reverse => {
                shape_ops::gen(self, node, idx)
            }
            DynamicSlice | DynamicUpdateSlice | Gather => dynamic::gen(self, node, idx),
            BitcastConvert | ReducePrecision => bits::gen(self, node, idx),
            op if op.is_elementwise() => elementwise::gen(self, node, idx),
            op => Err(self.error(node, format!("`{op}` has no kernel lowering"))),
        }
    }

    /// `buffer[linearize(idx)]`.
    pub fn load_buffer(&self, buffer: u32, idx: &[Expr]) -> Expr {
        let dims = &self.kernel.buffers[buffer as usize].dims;
        Expr::Load {
            buffer,
            index: Box::new(self.linearize(idx, dims)),
        }
    }

    /// The kernel type of an array value (output `output` of a variadic reduce).
    pub fn elem_type(&self, node: Node, output: usize) -> Result<ScalarType, LowerError> {
        let shape = self.leaf_shape(node, output)?;
        array_type(shape)
            .map(|(t, _)| t)
            .map_err(|e| self.error(node, e))
    }

    pub fn dims(&self, node: Node) -> Result<&[i64], LowerError> {
        match &self.instr(node).shape {
            Shape::Array(a) => Ok(&a.dims),
            s => Err(self.error(node, format!("{s} is not an array"))),
        }
    }

    /// The shape of output `output` of a variadic reduce, or of the value itself.
    pub fn leaf_shape(&self, node: Node, output: usize) -> Result<&Shape, LowerError> {
        let shape = &self.instr(node).shape;
        match shape {
            Shape::Tuple(elems) if is_multi_output(self.instr(node)) => elems
                .get(output)
                .ok_or_else(|| self.error(node, format!("has no output {output}"))),
            s => Ok(s),
        }
    }

    fn gen_parameter(&mut self, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
        let number = self.instr(node).attrs.parameter_number.unwrap_or(-1);
        let binding = usize::try_from(number)
            .ok()
            .and_then(|n| self.frames[node.frame].params.get(n))
            .cloned()
            .ok_or_else(|| self.error(node, "parameter without an argument"))?;
        match binding {
            Binding::Buffer(b) => Ok(self.load_buffer(b, idx)),
            Binding::Value(caller) => self.gen(caller, idx),
            Binding::Scalar(e) => Ok(e),
        }
    }

    fn gen_iota(&mut self, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
        let ty = self.elem_type(node, 0)?;
        let d = self.instr(node).attrs.iota_dimension.unwrap_or(-1);
        let i = usize::try_from(d)
            .ok()
            .and_then(|d| idx.get(d))
            .ok_or_else(|| self.error(node, format!("iota_dimension {d} is out of range")))?;
        Ok(convert_index(i.clone(), ty))
    }

    fn gen_constant(&mut self, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
        let literal = match &self.instr(node).attrs.constant {
            Some(ConstantValue::Literal(Literal::Array(a))) => a,
            _ => return Err(self.error(node, "the constant's value is not an array")),
        };
        let ty = ScalarType::from_hlo(literal.ty)
            .ok_or_else(|| self.error(node, format!("{} has no kernel type", literal.ty)))?;
        let n = literal.data.len();
        let first =
            element(&literal.data, 0, ty).ok_or_else(|| self.error(node, "empty constant"))?;
        if (1..n).all(|i| element(&literal.data, i, ty).is_some_and(|e| same_constant(&e, &first)))
        {
            return Ok(first);
        }
        if n > MAX_INLINE_CONSTANT {
            return Err(self.error(
                node,
                format!("array constants of more than {MAX_INLINE_CONSTANT} distinct elements are not embedded in kernels"),
            ));
        }
        let lin = self.linearize(idx, &literal.dims);
        let lin = self.materialize(lin)?;
        let mut value = first;
        for i in 1..n {
            let e =
                element(&literal.data, i, ty).ok_or_else(|| self.error(node, "bad constant"))?;
            let is_i = Expr::Cmp {
                op: CmpOp::Eq,
                total_order: false,
                lhs: Box::new(lin.clone()),
                rhs: Box::new(Expr::Int(i as i64, ScalarType::S64)),
            };
            value = Expr::Select(Box::new(is_i), Box::new(e), Box::new(value));
        }
        Ok(value)
    }

    /// `map`: the scalar computation applied to the operands' elements.
    fn gen_map(&mut self, node: Node, idx: &[Expr]) -> Result<Expr, LowerError> {
        let comp =
            callee(self.instr(node)).ok_or_else(|| self.error(node, "map without to_apply"))?;
        let mut args = Vec::new();
        for i in 0..self.instr(node).operands.len() {
            let x = self.gen(self.operand(node, i)?, idx)?;
            args.push(Binding::Scalar(self.materialize(x)?));
        }
        let frame = self.add_frame(comp, args, Default::default())?;
        let root = self.module.computations[comp.index()].root;
        self.gen(Node { frame, instr: root }, &[])
    }

    /// The root of the computation a `call`/`fusion` node runs, in its own frame (one per
    /// call site, so that values inside are shared between uses of the call).
    pub fn callee_root(&mut self, node: Node) -> Result<Node, LowerError> {
        let comp = callee(self.instr(node))
            .ok_or_else(|| self.error(node, "calls no single computation"))?;
        let frame = match self.call_frames.get(&node) {
            Some(&f) => f,
            None => {
                let operands = self.instr(node).operands.iter();
                let args = operands
                    .map(|&instr| {
                        Binding::Value(Node {
                            frame: node.frame,
                            instr,
                        })
                    })
                    .collect();
                let f = self.add_frame(comp, args, Default::default())?;
                self.call_frames.insert(node, f);
                f
            }
        };
        let root = self.module.computations[comp.index()].root;
        Ok(Node { frame, instr: root })
    }

    /// The array value that element `k` of tuple value `node` is: (value, output).
    pub fn resolve_element(&mut self, node: Node, k: i64) -> Result<(Node, usize), LowerError> {
        let instr = self.instr(node);
        let count = instr.shape.as_tuple().map_or(0, |t| t.len());
        let k = usize::try_from(k)
            .ok()
            .filter(|&k| k < count)
            .ok_or_else(|| self.error(node, format!("has no tuple element {k}")))?;
        match instr.opcode {
            Opcode::Tuple => Ok((self.operand(node, k)?, 0)),
            _ if is_multi_output(instr) => Ok((node, k)),
            Opcode::GetTupleElement => {
                let (inner, _) =
                    self.resolve_element(self.operand(node, 0)?, instr.attrs.index.unwrap_or(-1))?;
                self.resolve_element(inner, k as i64)
            }
            Opcode::Call | Opcode::Fusion => {
                let root = self.callee_root(node)?;
                self.resolve_element(root, k as i64)
            }
            Opcode::OptimizationBarrier => self.resolve_element(self.operand(node, 0)?, k as i64),
            Opcode::Parameter => {
                let n = instr.attrs.parameter_number.unwrap_or(-1);
                let binding = usize::try_from(n)
                    .ok()
                    .and_then(|n| self.frames[node.frame].params.get(n));
                match binding {
                    Some(Binding::Value(caller)) => self.resolve_element(*caller, k as i64),
                    _ => Err(self.error(node, "tuple parameters are not supported")),
                }
            }
            op => Err(self.error(
                node,
                format!("cannot take elements of a tuple made by `{op}`"),
            )),
        }
    }

    /// The array leaves of a value, in order: the value itself, or the flattened elements of
    /// a tuple.
    pub fn output_leaves(&mut self, node: Node) -> Result<Vec<(Node, usize)>, LowerError> {
        let mut out = Vec::new();
        self.collect_leaves(node, &mut out)?;
        Ok(out)
    }

    fn collect_leaves(
        &mut self,
        node: Node,
        out: &mut Vec<(Node, usize)>,
    ) -> Result<(), LowerError> {
        let count = match &self.instr(node).shape {
            Shape::Array(_) => {
                out.push((node, 0));
                return Ok(());
            }
            Shape::Tuple(t) => t.len(),
            Shape::Token => return Err(self.error(node, "tokens have no kernel lowering")),
        };
        for k in 0..count {
            let (leaf, output) = self.resolve_element(node, k as i64)?;
            if is_multi_output(self.instr(leaf)) {
                out.push((leaf, output));
            } else {
                self.collect_leaves(leaf, out)?;
            }
        }
        Ok(())
    }
}

/// Whether the instruction yields a tuple of arrays computed together (variadic reduce and
/// reduce-window), whose elements are addressed by output number.
pub(super) fn is_multi_output(instr: &Instruction) -> bool {
    matches!(instr.opcode, Opcode::Reduce | Opcode::ReduceWindow) && instr.shape.is_tuple()
}

/// An s64 index as a value of type `ty` (iota).
pub(super) fn convert_index(i: Expr, ty: ScalarType) -> Expr {
    if ty == ScalarType::S64 {
        i
    } else {
        Expr::Convert(ty, Box::new(i))
    }
}

/// Element `i` of literal data as a constant of kernel type `ty`.
fn element(data: &ArrayData, i: usize, ty: ScalarType) -> Option<Expr> {
    let int = |v: i64| Some(Expr::Int(v, ty));
    let float = |v: f64, t| Some(Expr::Float(v, t));
    match data {
        ArrayData::Pred(v) => int(*v.get(i)? as i64),
        ArrayData::S8(v) => int(*v.get(i)? as i64),
        ArrayData::S16(v) => int(*v.get(i)? as i64),
        ArrayData::S32(v) => int(*v.get(i)? as i64),
        ArrayData::S64(v) => int(*v.get(i)?),
        ArrayData::U8(v) => int(*v.get(i)? as i64),
        ArrayData::U16(v) => int(*v.get(i)? as i64),
        ArrayData::U32(v) => int(*v.get(i)? as i64),
        ArrayData::U64(v) => int(*v.get(i)? as i64),
        ArrayData::F16(v) => float(v.get(i)?.to_f32() as f64, ScalarType::F32),
        ArrayData::BF16(v) => float(v.get(i)?.to_f32() as f64, ScalarType::F32),
        ArrayData::F32(v) => float(*v.get(i)? as f64, ScalarType::F32),
        ArrayData::F64(v) => float(*v.get(i)?, ScalarType::F64),
        ArrayData::C64(_) | ArrayData::C128(_) => None,
    }
}

/// Constants equal bit for bit (NaN equals the same NaN).
fn same_constant(a: &Expr, b: &Expr) -> bool {
    match (a, b) {
        (Expr::Float(x, s), Expr::Float(y, t)) => x.to_bits() == y.to_bits() && s == t,
        _ => a == b,
    }
}
