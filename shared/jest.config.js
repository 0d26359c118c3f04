// Two environments in one package: node for `*.test.ts`, jsdom for `*.test.tsx`. Listed as config
// files so the repository-wide run (`npm test`) can take them as its own projects.
module.exports = {
  rootDir: __dirname,
  projects: ['<rootDir>/jest.node.config.js', '<rootDir>/jest.web.config.js'],
};
