//! The instruction mix of [`Flavor::Fusion`]: more elementwise ops than the passes mix,
//! partners that are parameters or broadcasts (so constant folding leaves work for the
//! backend), broadcasts into the middle of a shape, pad, reverse, clamp, dynamic-slice and
//! dynamic-update-slice with clamped starts, reductions with add/max/min over any set of
//! dimensions (rows and columns), and the patterns of [`super::patterns`].

use super::{list, Builder, Flavor, Ty, Val};

/// Extents that leave remainders after f32x4 vector loops.
pub const ODD_EXTENTS: [i64; 4] = [1, 3, 5, 17];

/// Float types, f32 most often.
pub const FLOAT_TYS: [Ty; 5] = [Ty::F32, Ty::F32, Ty::F32, Ty::F64, Ty::Bf16];

/// Elementwise ops of the fusion mix, by operand type.
pub fn fusion_unary_ops(ty: Ty) -> &'static [&'static str] {
    match ty {
        Ty::Pred => &["not"],
        Ty::S32 => &["negate", "abs", "not", "sign", "popcnt"],
        _ => &[
            "negate",
            "abs",
            "exponential",
            "log",
            "sine",
            "cosine",
            "tanh",
            "logistic",
            "sqrt",
            "rsqrt",
            "cbrt",
            "floor",
            "ceil",
            "sign",
            "exponential-minus-one",
            "log-plus-one",
            "round-nearest-even",
            "round-nearest-afz",
        ],
    }
}

pub fn fusion_binary_ops(ty: Ty) -> &'static [&'static str] {
    match ty {
        Ty::Pred => &["and", "or", "xor"],
        Ty::S32 => &[
            "add",
            "subtract",
            "multiply",
            "maximum",
            "minimum",
            "and",
            "or",
            "xor",
            "divide",
            "remainder",
            "shift-left",
            "shift-right-arithmetic",
            "shift-right-logical",
        ],
        _ => &[
            "add",
            "subtract",
            "multiply",
            "divide",
            "maximum",
            "minimum",
            "power",
            "remainder",
            "atan2",
        ],
    }
}

impl Builder<'_> {
    pub(super) fn fusion_step(&mut self) -> Val {
        debug_assert_eq!(self.flavor, Flavor::Fusion);
        match self.c.below(27) {
            0 | 1 => self.fusion_unary(),
            2..=4 => self.fusion_binary(),
            5 => self.compare(),
            6 => self.select(),
            7 => self.convert(),
            8 => self.broadcast(),
            9 => self.broadcast_into(),
            10 => self.reshape(),
            11 => self.transpose(),
            12 => self.slice(),
            13 => self.concatenate(),
            14 => self.pad(),
            15 => self.reverse(),
            16 => self.iota(),
            17 => self.dynamic_slice(),
            18 => self.dynamic_update_slice(),
            19 => self.fusion_reduce(),
            20 => self.clamp(),
            21 => self.dot(),
            22 => self.random_softmax(),
            23 => self.random_layer_norm(),
            24 => self.random_dot_epilogue(),
            25 => self.random_sibling_reductions(),
            _ => self.random_type_chain(),
        }
    }

    /// A value of the same type and dimensions as `v`: an existing one, a new parameter, a
    /// broadcast scalar constant, or a new lower-rank parameter broadcast to `v`'s shape.
    pub(super) fn fusion_partner(&mut self, v: &Val) -> Val {
        let same: Vec<Val> = self
            .vals
            .iter()
            .filter(|x| x.ty == v.ty && x.dims == v.dims)
            .cloned()
            .collect();
        match self.c.below(4) {
            0 if !same.is_empty() => self.c.pick(&same),
            0 | 1 => self.parameter_of(v.ty, v.dims.clone()),
            2 => {
                let s = self.constant(v.ty, vec![]);
                self.broadcast_to(&s, v.dims.clone(), &[])
            }
            _ => {
                let kept: Vec<usize> = (0..v.dims.len()).filter(|_| self.c.below(2) == 0).collect();
                let dims = kept.iter().map(|&d| v.dims[d]).collect();
                let p = self.parameter_of(v.ty, dims);
                self.broadcast_to(&p, v.dims.clone(), &kept)
            }
        }
    }

    /// `broadcast(v)` to `dims`, `v`'s dimension `i` becoming dimension `mapping[i]`.
    pub fn broadcast_to(&mut self, v: &Val, dims: Vec<i64>, mapping: &[usize]) -> Val {
        let rhs = format!("broadcast({}), dimensions={{{}}}", v.name, list(mapping));
        self.emit("bc", v.ty, dims, rhs)
    }

    /// `op(v)` for a unary op of the fusion mix.
    fn fusion_unary(&mut self) -> Val {
        self.unary_from(fusion_unary_ops)
    }

    fn fusion_binary(&mut self) -> Val {
        self.binary_from(fusion_binary_ops)
    }

    /// A broadcast that adds one dimension of odd extent anywhere in the shape.
    fn broadcast_into(&mut self) -> Val {
        let v = self.any_val();
        let extent = self.c.pick(&ODD_EXTENTS);
        let rank = v.dims.len();
        if v.count() * extent > self.max_elements() || rank > 2 {
            return self.fusion_unary();
        }
        let at = self.c.below(rank + 1);
        let mut dims = v.dims.clone();
        dims.insert(at, extent);
        let mapping: Vec<usize> = (0..rank).map(|d| if d < at { d } else { d + 1 }).collect();
        self.broadcast_to(&v, dims, &mapping)
    }

    /// Edge padding of -1 to 3 elements and interior padding of 0 or 1 in every dimension.
    fn pad(&mut self) -> Val {
        let v = self.any_val();
        if v.dims.is_empty() {
            return self.fusion_unary();
        }
        let mut specs = Vec::new();
        let mut dims = Vec::new();
        for &d in &v.dims {
            let mut low = self.c.pick(&[0, 1, 2, -1]);
            let high = self.c.pick(&[0, 1, 3]);
            let interior = self.c.pick(&[0, 0, 1]);
            let mut size = low + high + d + (d - 1).max(0) * interior;
            if size < 1 {
                low = 0;
                size = high + d + (d - 1).max(0) * interior;
            }
            specs.push(if interior == 0 {
                format!("{low}_{high}")
            } else {
                format!("{low}_{high}_{interior}")
            });
            dims.push(size);
        }
        if dims.iter().product::<i64>() > self.max_elements() {
            return self.fusion_unary();
        }
        let value = self.constant(v.ty, vec![]);
        let rhs = format!(
            "pad({}, {}), padding={}",
            v.name,
            value.name,
            specs.join("x")
        );
        self.emit("pad", v.ty, dims, rhs)
    }

    fn reverse(&mut self) -> Val {
        let v = self.any_val();
        if v.dims.is_empty() {
            return self.fusion_unary();
        }
        let reversed: Vec<usize> = (0..v.dims.len()).filter(|_| self.c.below(2) == 0).collect();
        let reversed = if reversed.is_empty() {
            vec![0]
        } else {
            reversed
        };
        let rhs = format!("reverse({}), dimensions={{{}}}", v.name, list(&reversed));
        self.emit("rev", v.ty, v.dims.clone(), rhs)
    }

    /// `clamp(lo, v, hi)` with scalar or full-shape bounds.
    fn clamp(&mut self) -> Val {
        let v = self.any_val();
        if v.ty == Ty::Pred {
            return self.fusion_unary();
        }
        let (lo, hi) = if self.c.below(2) == 0 {
            (self.constant(v.ty, vec![]), self.constant(v.ty, vec![]))
        } else {
            (self.partner(&v), self.partner(&v))
        };
        let rhs = format!("clamp({}, {}, {})", lo.name, v.name, hi.name);
        self.emit("clamp", v.ty, v.dims.clone(), rhs)
    }

    /// A start index for a dimension of `extent`: a constant, sometimes out of range (XLA
    /// clamps it), or a new s32[] parameter (random, so usually clamped too).
    fn start_index(&mut self, extent: i64) -> Val {
        if self.c.below(4) == 0 {
            return self.parameter_of(Ty::S32, vec![]);
        }
        let k = self.c.pick(&[0, 1, extent / 2, extent - 1, -1, extent + 3]);
        self.emit("idx", Ty::S32, vec![], format!("constant({k})"))
    }

    fn starts_and_sizes(&mut self, v: &Val) -> (Vec<Val>, Vec<i64>) {
        let sizes: Vec<i64> = v
            .dims
            .iter()
            .map(|&d| 1 + self.c.below(d as usize) as i64)
            .collect();
        let starts = v.dims.iter().map(|&d| self.start_index(d)).collect();
        (starts, sizes)
    }

    fn dynamic_slice(&mut self) -> Val {
        let v = self.any_val();
        if v.dims.is_empty() {
            return self.fusion_unary();
        }
        let (starts, sizes) = self.starts_and_sizes(&v);
        let names: Vec<&str> = starts.iter().map(|s| s.name.as_str()).collect();
        let rhs = format!(
            "dynamic-slice({}, {}), dynamic_slice_sizes={{{}}}",
            v.name,
            names.join(", "),
            list(&sizes)
        );
        self.emit("ds", v.ty, sizes, rhs)
    }

    fn dynamic_update_slice(&mut self) -> Val {
        let v = self.any_val();
        if v.dims.is_empty() {
            return self.fusion_unary();
        }
        let (starts, sizes) = self.starts_and_sizes(&v);
        let update = self.partner(&Val {
            name: String::new(),
            ty: v.ty,
            dims: sizes,
        });
        let names: Vec<&str> = starts.iter().map(|s| s.name.as_str()).collect();
        let rhs = format!(
            "dynamic-update-slice({}, {}, {})",
            v.name,
            update.name,
            names.join(", ")
        );
        self.emit("dus", v.ty, v.dims.clone(), rhs)
    }

    /// `reduce(v)` over `reduced` with `op` (add, maximum or minimum) from its identity.
    pub fn reduce_over(&mut self, v: &Val, op: &str, reduced: &[usize]) -> Val {
        let init = match (op, v.ty) {
            ("add", _) => "0",
            ("maximum", Ty::S32) => "-2147483648",
            ("minimum", Ty::S32) => "2147483647",
            ("maximum", _) => "-inf",
            _ => "inf",
        };
        let dims = (0..v.dims.len())
            .filter(|d| !reduced.contains(d))
            .map(|d| v.dims[d])
            .collect();
        let identity = self.emit("init", v.ty, vec![], format!("constant({init})"));
        let to_apply = self.reducer(v.ty, op);
        let rhs = format!(
            "reduce({}, {}), dimensions={{{}}}, to_apply={to_apply}",
            v.name,
            identity.name,
            list(reduced)
        );
        self.emit("red", v.ty, dims, rhs)
    }

    /// Some nonempty set of `v`'s dimensions.
    pub(super) fn some_dims(&mut self, v: &Val) -> Vec<usize> {
        let dims: Vec<usize> = (0..v.dims.len()).filter(|_| self.c.below(2) == 0).collect();
        if dims.is_empty() {
            vec![self.c.below(v.dims.len())]
        } else {
            dims
        }
    }

    fn fusion_reduce(&mut self) -> Val {
        let v = self.any_val();
        if v.dims.is_empty() || v.ty == Ty::Pred {
            return self.fusion_unary();
        }
        let op = self.c.pick(&["add", "maximum", "minimum"]);
        let reduced = self.some_dims(&v);
        let v = self.exact_enough_to_sum(&v, &reduced);
        self.reduce_over(&v, op, &reduced)
    }

    /// `v`, or `v` converted to f32 if it is bf16 and has more than 17 terms to sum over
    /// `reduced`: the order of a reduction is unspecified, and a long bf16 sum in another
    /// order differs by far more than a bf16 rounding.
    pub(super) fn exact_enough_to_sum(&mut self, v: &Val, reduced: &[usize]) -> Val {
        let terms: i64 = reduced.iter().map(|&d| v.dims[d]).product();
        if v.ty != Ty::Bf16 || terms <= 17 {
            return v.clone();
        }
        self.emit(
            "cvt",
            Ty::F32,
            v.dims.clone(),
            format!("convert({})", v.name),
        )
    }

    /// A float value of rank at least 1: an existing one (converted to a float type if it
    /// is not one) or a new parameter.
    pub(super) fn float_operand(&mut self) -> Val {
        let v = self.any_val();
        if v.dims.is_empty() || self.c.below(3) == 0 {
            let ty = self.c.pick(&FLOAT_TYS);
            let dims = self.c.pick(&self.shapes()[1..]).to_vec();
            return self.parameter_of(ty, dims);
        }
        if matches!(v.ty, Ty::S32 | Ty::Pred) {
            let ty = self.c.pick(&FLOAT_TYS);
            return self.emit("cvt", ty, v.dims.clone(), format!("convert({})", v.name));
        }
        v
    }
}
