export { GeneratorModule } from '../../generator.module';
export { GeneratorWorkerModule } from '../../generator-worker.module';
