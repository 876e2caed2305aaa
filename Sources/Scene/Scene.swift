// Scene: the JSON scene format and the chain-expression parser.
