//! Shapes: arrays with dimensions and an optional layout, tuples, tokens.

use crate::types::PrimitiveType;
use std::fmt;

/// Layout of an array in memory. `minor_to_major` lists dimensions from the fastest varying.
/// Anything after a `:` in the text (tiling `T(8,128)`, element size `E(4)`, memory space
/// `S(1)`, ...) is kept verbatim in `suffix` so that it prints back unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Layout {
    pub minor_to_major: Vec<i64>,
    pub suffix: String,
}

impl Layout {
    /// The default (row-major) layout for `rank` dimensions: `{rank-1, ..., 0}`.
    pub fn row_major(rank: usize) -> Layout {
        Layout {
            minor_to_major: (0..rank as i64).rev().collect(),
            suffix: String::new(),
        }
    }

    pub fn is_row_major(&self) -> bool {
        self.suffix.is_empty()
            && self
                .minor_to_major
                .iter()
                .rev()
                .copied()
                .eq(0..self.minor_to_major.len() as i64)
    }
}

/// An array shape: element type, dimension sizes, which dimensions are dynamic (`<=N`), layout.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArrayShape {
    pub ty: PrimitiveType,
    pub dims: Vec<i64>,
    /// Same length as `dims`; `true` where the text said `<=N` (a bounded dynamic dimension).
    pub dynamic: Vec<bool>,
    pub layout: Option<Layout>,
}

impl ArrayShape {
    /// A static shape with the default layout.
    pub fn new(ty: PrimitiveType, dims: Vec<i64>) -> ArrayShape {
        let rank = dims.len();
        ArrayShape {
            ty,
            dynamic: vec![false; rank],
            dims,
            layout: Some(Layout::row_major(rank)),
        }
    }

    pub fn rank(&self) -> usize {
        self.dims.len()
    }

    /// Number of elements (product of dimensions; 1 for a scalar).
    pub fn element_count(&self) -> i64 {
        self.dims.iter().product()
    }

    /// Same type and dimensions (layouts and dynamism ignored).
    pub fn same_dims_and_type(&self, other: &ArrayShape) -> bool {
        self.ty == other.ty && self.dims == other.dims
    }
}

/// The shape of any HLO value.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    Array(ArrayShape),
    Tuple(Vec<Shape>),
    Token,
}

impl Shape {
    pub fn array(ty: PrimitiveType, dims: Vec<i64>) -> Shape {
        Shape::Array(ArrayShape::new(ty, dims))
    }

    pub fn scalar(ty: PrimitiveType) -> Shape {
        Shape::array(ty, vec![])
    }

    pub fn as_array(&self) -> Option<&ArrayShape> {
        match self {
            Shape::Array(a) => Some(a),
            _ => None,
        }
    }

    pub fn as_tuple(&self) -> Option<&[Shape]> {
        match self {
            Shape::Tuple(t) => Some(t),
            _ => None,
        }
    }

    pub fn is_array(&self) -> bool {
        matches!(self, Shape::Array(_))
    }

    pub fn is_tuple(&self) -> bool {
        matches!(self, Shape::Tuple(_))
    }

    /// Element type of an array shape; `Tuple`/`Token` for the others.
    pub fn element_type(&self) -> PrimitiveType {
        match self {
            Shape::Array(a) => a.ty,
            Shape::Tuple(_) => PrimitiveType::Tuple,
            Shape::Token => PrimitiveType::Token,
        }
    }

    /// Dimensions of an array shape; empty for tuples and tokens.
    pub fn dims(&self) -> &[i64] {
        match self {
            Shape::Array(a) => &a.dims,
            _ => &[],
        }
    }

    /// Equality that ignores layouts and dynamism, recursively (what "compatible" means in XLA).
    pub fn compatible(&self, other: &Shape) -> bool {
        match (self, other) {
            (Shape::Array(a), Shape::Array(b)) => a.same_dims_and_type(b),
            (Shape::Tuple(a), Shape::Tuple(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.compatible(y))
            }
            (Shape::Token, Shape::Token) => true,
            _ => false,
        }
    }

    /// Leaves of a (possibly nested) tuple in order; an array or token is its own only leaf.
    pub fn leaves(&self) -> Vec<&Shape> {
        let mut out = Vec::new();
        fn walk<'a>(s: &'a Shape, out: &mut Vec<&'a Shape>) {
            match s {
                Shape::Tuple(elems) => elems.iter().for_each(|e| walk(e, out)),
                other => out.push(other),
            }
        }
        walk(self, &mut out);
        out
    }
}

impl fmt::Display for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, d) in self.minor_to_major.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{d}")?;
        }
        f.write_str(&self.suffix)?;
        f.write_str("}")
    }
}

impl fmt::Display for ArrayShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[", self.ty)?;
        for (i, d) in self.dims.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            if self.dynamic.get(i).copied().unwrap_or(false) {
                f.write_str("<=")?;
            }
            write!(f, "{d}")?;
        }
        f.write_str("]")?;
        match &self.layout {
            // XLA prints (and only accepts) scalars without a layout: `f32[]`, not `f32[]{}`.
            Some(layout) if self.dims.is_empty() && layout.suffix.is_empty() => {}
            Some(layout) => write!(f, "{layout}")?,
            None => {}
        }
        Ok(())
    }
}

/// Prints as HLO text: `f32[2,3]{1,0}`, `(f32[], s32[4]{0})`, `token[]`.
impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Array(a) => write!(f, "{a}"),
            Shape::Token => f.write_str("token[]"),
            Shape::Tuple(elems) => {
                f.write_str("(")?;
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{e}")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// The signature of a computation: parameter shapes and the result shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ProgramShape {
    pub parameters: Vec<Shape>,
    pub result: Shape,
}

impl fmt::Display for ProgramShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        for (i, p) in self.parameters.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{p}")?;
        }
        write!(f, ")->{}", self.result)
    }
}
