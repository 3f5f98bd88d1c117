//! `Kernel::code_key` is what lets a compile reuse machine code for identical kernels: it must
//! ignore names and nothing else.

use kiln_codegen::kir::{build, BufferParam, Expr, Kernel, ScalarType, Stmt};

fn kernel(name: &str, buffer_name: &str, constant: f64) -> Kernel {
    let mut k = Kernel::new(name);
    let input = k.add_buffer(BufferParam {
        name: buffer_name.into(),
        ty: ScalarType::F32,
        dims: vec![8],
        writable: false,
        resident: false,
    });
    let output = k.add_buffer(BufferParam {
        name: "out".into(),
        ty: ScalarType::F32,
        dims: vec![8],
        writable: true,
        resident: false,
    });
    let i = k.new_var(ScalarType::S64);
    let value = build::add(
        build::load(input, build::var(i)),
        Expr::Float(constant, ScalarType::F32),
    );
    k.body = vec![Stmt::Loop {
        var: i,
        extent: 8,
        body: vec![Stmt::Store {
            buffer: output,
            index: build::var(i),
            value,
        }],
        parallel: true,
        vector_width: 4,
    }];
    k
}

#[test]
fn names_do_not_matter() {
    assert_eq!(
        kernel("fusion.1", "p0", 1.5).code_key(),
        kernel("fusion.7", "param_3", 1.5).code_key()
    );
}

#[test]
fn constants_differ_by_their_bits() {
    assert_ne!(
        kernel("f", "p", 1.5).code_key(),
        kernel("f", "p", 2.5).code_key()
    );
    assert_ne!(
        kernel("f", "p", 0.0).code_key(),
        kernel("f", "p", -0.0).code_key()
    );
}

#[test]
fn shapes_and_loop_annotations_matter() {
    let base = kernel("f", "p", 1.0);
    let mut wider = base.clone();
    wider.buffers[0].dims = vec![16];
    assert_ne!(base.code_key(), wider.code_key());
    let mut scalar = base.clone();
    if let Stmt::Loop { vector_width, .. } = &mut scalar.body[0] {
        *vector_width = 1;
    }
    assert_ne!(base.code_key(), scalar.code_key());
}
