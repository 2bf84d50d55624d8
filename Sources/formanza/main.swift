print("formanza: not yet")
