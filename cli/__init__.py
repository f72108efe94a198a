"""The `codeobj` command line: click commands that call the library and render its results."""
