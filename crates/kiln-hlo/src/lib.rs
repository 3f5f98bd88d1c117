//! Kiln's HLO IR: element types, shapes and layouts, literals, the typed instruction set,
//! computations and modules; the HLO text parser and printer; shape inference and the verifier.

pub mod attrs;
pub mod binary;
pub mod collectives;
pub mod error;
pub mod float8;
pub mod fma;
pub mod instruction;
pub mod lexer;
pub mod literal;
pub mod opcode;
mod parser;
pub mod printer;
pub mod shape;
pub mod shape_inference;
pub mod types;
pub mod verifier;

pub use attrs::*;
pub use error::{Error, Result, Span};
pub use instruction::{Computation, Instruction, Module, ModuleConfig};
pub use literal::{ArrayData, ArrayLiteral, Literal};
pub use opcode::{Arity, Opcode};
pub use parser::{parse_module, parse_module_bytes, parse_module_file};
pub use printer::print_module;
pub use shape::{ArrayShape, Layout, ProgramShape, Shape};
pub use shape_inference::{infer_shape, ShapeError};
pub use types::PrimitiveType;
pub use verifier::verify_module;
