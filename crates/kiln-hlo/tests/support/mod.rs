pub mod xla;
