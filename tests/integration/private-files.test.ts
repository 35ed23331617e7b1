import { privateFilesSuite } from "./private-files.suite";

// The local store (files under DATA_DIR, served by the app).
privateFilesSuite("local");
