export default function prismLanguages(docsDir?: string): string[];
